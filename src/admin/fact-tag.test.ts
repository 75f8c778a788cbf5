import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACT_BLOCK, FACT_TAG, parseFactTag, printFactTag } from './fact-tag.ts';

const SLIDES = join(import.meta.dirname, '../content/slides');
const slideTexts = readdirSync(SLIDES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => readFileSync(join(SLIDES, file), 'utf8'));
const quotes = slideTexts.flatMap((text) => [...text.matchAll(new RegExp(FACT_TAG.source, 'g'))].map((m) => m[0]));

describe('parseFactTag and printFactTag', () => {
  it('give back every quote in the slides exactly as written', () => {
    expect(quotes.length).toBeGreaterThan(200);
    for (const quote of quotes) expect(printFactTag(parseFactTag(quote) ?? {})).toBe(quote);
  });

  it('find every <Fact in the slides', () => {
    const written = slideTexts.reduce((n, text) => n + text.split('<Fact ').length - 1, 0);
    expect(quotes).toHaveLength(written);
  });

  it('read the attributes of a quote inside a sentence', () => {
    const line = 'It must be <Fact name="ptcIncomeRange" cite />: the enhanced credits that had no upper limit ended';
    const quote = FACT_TAG.exec(line)?.[0] ?? '';
    expect(parseFactTag(quote)).toEqual({ name: 'ptcIncomeRange', cite: true, source: '<Fact name="ptcIncomeRange" cite />' });
    expect(parseFactTag('<Fact name="exampleMidYearRaise" field="income" cite />')).toMatchObject({
      name: 'exampleMidYearRaise',
      field: 'income',
      cite: true,
    });
  });

  it('keep the order a quote was written in when one attribute changes', () => {
    const tag = parseFactTag('<Fact name="employerAffordability" year="previous" field="planYear" />');
    expect(printFactTag({ ...tag, name: 'oopMaxFamily' })).toBe('<Fact name="oopMaxFamily" year="previous" field="planYear" />');
    expect(printFactTag({ ...tag, cite: true })).toBe('<Fact name="employerAffordability" year="previous" field="planYear" cite />');
  });

  it('write a new quote as the content does: name, field, year, cite', () => {
    expect(printFactTag({ name: 'oeEnd', cite: true, year: 'previous', field: 'planYear' })).toBe(
      '<Fact name="oeEnd" field="planYear" year="previous" cite />',
    );
  });

  it('leave out what a form holds empty or at its default', () => {
    // Decap's new component starts with every field empty; a cleared select is null.
    expect(printFactTag({ name: 'oeEnd', field: '', year: null as never, cite: false })).toBe('<Fact name="oeEnd" />');
    expect(printFactTag({ name: 'oeEnd', field: 'display', year: 'current' })).toBe('<Fact name="oeEnd" />');
    const written = parseFactTag('<Fact name="oeEnd" year="current" />');
    expect(printFactTag({ ...written, year: 'current' })).toBe('<Fact name="oeEnd" year="current" />');
    expect(printFactTag({ ...written, cite: true })).toBe('<Fact name="oeEnd" cite />');
  });

  it('keep a quote the form cannot read as it was', () => {
    const odd = '<Fact name="oeEnd" tone="loud" />';
    expect(FACT_TAG.test(odd)).toBe(true);
    expect(parseFactTag(odd)).toBeUndefined();
    expect(printFactTag({ name: '', source: odd })).toBe(odd);
    expect(parseFactTag('<Fact cite />')).toBeUndefined();
    expect(parseFactTag('<Fact name="a" name="b" />')).toBeUndefined();
  });

  it('take a block that is one quote and nothing else', () => {
    expect(FACT_BLOCK.test('<Fact name="oeEnd" cite />')).toBe(true);
    expect(
      FACT_BLOCK.test('<Fact name="basicHealthProgramStates" cite /> run one: <Fact name="basicHealthProgramReplacesCredit" cite />.'),
    ).toBe(false);
    expect(FACT_BLOCK.test('- <Fact name="oeEnd" />')).toBe(false);
  });
});
