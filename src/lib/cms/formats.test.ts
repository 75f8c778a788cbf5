import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LAYOUT } from '../content/layout.ts';
import { factsFromForm, factsToForm, mdxSlide, SOURCE, typedValue, valueText, yamlDocument, yamlFacts, yamlList } from './formats.ts';

const read = (path: string) => readFileSync(path, 'utf8');
const filesIn = (dir: string, extension: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => join(dir, name));

describe('every content file round-trips through the editor unchanged when nothing is edited', () => {
  it.each([
    ...filesIn(LAYOUT.modulesDir, '.yaml').map((file) => [file, yamlDocument] as const),
    ...filesIn(LAYOUT.quizzesDir, '.yaml').map((file) => [file, yamlDocument] as const),
    ...filesIn(LAYOUT.factsDir, '.yaml').map((file) => [file, yamlFacts] as const),
    ...filesIn(LAYOUT.slidesDir, '.mdx').map((file) => [file, mdxSlide] as const),
    ...[LAYOUT.faqs, LAYOUT.resources, LAYOUT.faqLinks, LAYOUT.faqResources].map((file) => [file, yamlList] as const),
    [LAYOUT.planYear, yamlDocument] as const,
  ])('%s', (file, format) => {
    const text = read(file);
    const data = format.fromFile(text);
    expect(format.toFile(structuredClone(data))).toBe(text);
  });
});

describe('the forms the editor shows', () => {
  it('gives a list file as { items }, and writes an edited answer back in place', () => {
    const text = read(LAYOUT.faqs);
    const data = yamlList.fromFile(text) as { items: Array<{ id: number; answer: string }> };
    expect(data.items.length).toBe((parse(text) as unknown[]).length);
    const first = data.items[0];
    if (!first) throw new Error('no FAQ');
    first.answer = 'Edited in the editor.';
    const written = yamlList.toFile(data);
    expect((parse(written) as Array<{ answer: string }>)[0]?.answer).toBe('Edited in the editor.');
    const answerAt = text.indexOf('  answer:');
    expect(written.slice(0, answerAt)).toBe(text.slice(0, answerAt));
    expect(written.slice(written.indexOf('- id: 18'))).toBe(text.slice(text.indexOf('- id: 18')));
  });

  it('gives a slide its front matter as fields and its MDX body as written, the file’s last newline kept apart', () => {
    const data = mdxSlide.fromFile('---\nmodule: 13\nid: a\ntitle: "A: b"\n---\nText <Fact name="x" cite />\n');
    expect(data).toMatchObject({ module: 13, id: 'a', title: 'A: b', body: 'Text <Fact name="x" cite />' });
    expect(mdxSlide.toFile({ ...data, title: 'New' })).toBe('---\nmodule: 13\nid: a\ntitle: "New"\n---\nText <Fact name="x" cite />\n');
    expect(mdxSlide.toFile({ ...data, body: 'Typed with its own newline\n' })).toMatch(/---\nTyped with its own newline\n$/);
    expect(mdxSlide.toFile({ ...data, body: '' })).toMatch(/---\n$/);
  });

  it('lists facts by name with their kind, plan years as a list, values as text, and back', () => {
    const file = {
      limit: {
        value: [100, 400],
        display: '100% to 400%',
        effective: '2026-01-01',
        source: 's',
        url: 'https://a.gov',
        verification: 'verified',
      },
      oopMax: {
        label: 'l',
        byPlanYear: { '2027': { value: 10600, display: '$10,600', source: 's', url: 'https://a.gov', verification: 'verified' } },
      },
      example: {
        label: 'a couple',
        household: { income: 1, familySize: 1, zipCode: '27601' },
        source: 's',
        url: 'https://a.gov',
        verification: 'verified',
      },
    };
    const form = factsToForm(file);
    expect(form.map((fact) => [fact['name'], fact['kind']])).toEqual([
      ['limit', 'standing'],
      ['oopMax', 'yearly'],
      ['example', 'example'],
    ]);
    expect(form[0]?.['value']).toBe('100, 400');
    expect(form[1]?.['byPlanYear']).toEqual([
      { planYear: '2027', value: '10600', display: '$10,600', source: 's', url: 'https://a.gov', verification: 'verified' },
    ]);
    expect(factsFromForm(form)).toEqual(file);
  });

  it('reads a typed value back as a number, a list of numbers, or text', () => {
    expect(typedValue('12000')).toBe(12000);
    expect(typedValue(' 8.5 ')).toBe(8.5);
    expect(typedValue('100, 400')).toEqual([100, 400]);
    expect(typedValue('2025-12-31')).toBe('2025-12-31');
    expect(typedValue('Alaska, Hawaii')).toBe('Alaska, Hawaii');
    expect(valueText([1, 2])).toBe('1, 2');
  });

  it('never writes the kept text into the file', () => {
    const data = yamlDocument.fromFile('current: 2027\n');
    expect(data[SOURCE]).toBe('current: 2027\n');
    expect(yamlDocument.toFile({ ...data, current: 2028 })).toBe('current: 2028\n');
  });
});
