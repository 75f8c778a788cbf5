import { describe, expect, it } from 'vitest';
import { FACTS } from './__fixtures__/facts.ts';
import { factBlock, factInline } from './fact-components.tsx';

const line = 'From <Fact name="eligibleAlienRuleFrom" cite />, only citizens get the credit: <Fact name="eligibleAliens" cite />.';

describe('the Fact components', () => {
  it('read an inline quote and write it back as it was, changed or not', () => {
    const inline = factInline(FACTS);
    const match = new RegExp(`^${inline.pattern.source}`).exec(line.slice(line.indexOf('<Fact'))) as RegExpExecArray;
    const data = inline.fromInline(match);
    expect(inline.toInline(data)).toBe('<Fact name="eligibleAlienRuleFrom" cite />');
    expect(inline.toInline({ ...data, cite: false })).toBe('<Fact name="eligibleAlienRuleFrom" />');
  });

  it('read a quote on its own line as a block, and write it back', () => {
    const block = factBlock(FACTS);
    const match = block.pattern.exec('<Fact name="oeEnd" year="previous" />') as RegExpMatchArray;
    expect(block.toBlock(block.fromBlock(match))).toBe('<Fact name="oeEnd" year="previous" />');
    expect(block.pattern.test(line)).toBe(false);
    expect(block.toPreview({ name: 'oeEnd', year: 'previous' })).toContain('>January 15, 2026</span>');
  });

  it('offer the facts list’s names and figures, or text boxes without it', () => {
    const widgets = (facts: typeof FACTS) =>
      (factBlock(facts).fields ?? []).map((field) => ('name' in field ? `${field.name}:${String(field.widget)}` : ''));
    expect(widgets(FACTS)).toEqual(['name:select', 'field:select', 'year:select', 'cite:boolean']);
    expect(widgets(undefined)).toEqual(['name:string', 'field:string', 'year:select', 'cite:boolean']);
    const [name] = factBlock(FACTS).fields as Array<{ options?: Array<{ value: string }> }>;
    expect(name?.options?.map((option) => option.value)).toEqual(['ehbCategories', 'exampleMidYearRaise', 'oeEnd']);
  });
});
