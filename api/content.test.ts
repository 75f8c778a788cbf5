import { describe, expect, it } from 'vitest';
import { parseContentBundle } from './content.ts';

describe('content bundle', () => {
  it('accepts a well-formed bundle as it is', () => {
    const bundle = { modules: [{ id: 13, title: 't', description: 'd', duration: 5 }], faqs: [], resources: [] };
    expect(parseContentBundle(bundle)).toEqual(bundle);
  });

  it('refuses a field the API contract does not name, such as a stale slide list', () => {
    expect(() =>
      parseContentBundle({ modules: [{ id: 13, title: 't', description: 'd', duration: 5, slides: ['a'] }], faqs: [], resources: [] }),
    ).toThrow(/modules\.0: Unrecognized key: "slides"/);
  });

  it('refuses a malformed bundle, naming the file, the field and the fix', () => {
    expect(() =>
      parseContentBundle({ modules: [{ id: '13', title: 't', description: 'd', duration: 5 }], faqs: [], resources: [] }),
    ).toThrow(/The content bundle is malformed:\n {2}- modules\.0\.id: .*number[\s\S]*src\/content/);
  });
});
