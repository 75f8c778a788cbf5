import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testContent } from '../test-content.ts';
import { loadContentBundle } from './content.ts';

describe('loadContentBundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads and checks the bundle the build wrote', () => {
    const file = join(dir, 'content.json');
    writeFileSync(file, JSON.stringify(testContent));
    expect(loadContentBundle(file)).toEqual(testContent);
  });

  it('says how to make a missing bundle', () => {
    expect(() => loadContentBundle(join(dir, 'missing.json'))).toThrow(
      /missing\.json is missing: it is generated from src\/content by `npm run build`/,
    );
  });

  it('names the file and the field of a malformed bundle', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ ...testContent, faqs: [{ id: 1, question: 'Q?' }] }));
    expect(() => loadContentBundle(file)).toThrow(/bad\.json is malformed:\n {2}- faqs\.0\.answer/);
  });
});
