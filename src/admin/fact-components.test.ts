import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { factNameField, RELATIONS } from '../lib/cms/collections.ts';
import { FACTS } from './__fixtures__/facts.ts';
import { factBlock, factInline } from './fact-components.tsx';
import type { FactTag } from './fact-tag.ts';
import type { KnownFacts } from './facts.ts';

const line = 'From <Fact name="eligibleAlienRuleFrom" cite />, only citizens get the credit: <Fact name="eligibleAliens" cite />.';
const block = (facts: KnownFacts) => factBlock(facts, factNameField());
/** What a quote previews as, in the preview pane and in rich text: the inline component's `toPreview`. */
const preview = (tag: FactTag, facts: KnownFacts) => renderToStaticMarkup(factInline(facts).toPreview(tag as never));

describe('the Fact components', () => {
  it('read an inline quote and write it back as it was, changed or not', () => {
    const inline = factInline(FACTS);
    const match = new RegExp(`^${inline.pattern.source}`).exec(line.slice(line.indexOf('<Fact'))) as RegExpExecArray;
    const data = inline.fromInline(match);
    expect(inline.toInline(data)).toBe('<Fact name="eligibleAlienRuleFrom" cite />');
    expect(inline.toInline({ ...data, cite: false })).toBe('<Fact name="eligibleAlienRuleFrom" />');
  });

  it('read a quote on its own line as a block, and write it back', () => {
    const match = block(FACTS).pattern.exec('<Fact name="oeEnd" year="previous" />') as RegExpMatchArray;
    expect(block(FACTS).toBlock(block(FACTS).fromBlock(match))).toBe('<Fact name="oeEnd" year="previous" />');
    expect(block(FACTS).pattern.test(line)).toBe(false);
    expect(renderToStaticMarkup(block(FACTS).toPreview({ name: 'oeEnd', year: 'previous' }) as never)).toContain(
      '>January 15, 2026</span>',
    );
  });

  it('pick the block’s fact from the facts collection as a question’s facts are picked, its figure from the facts list', () => {
    const widgets = (facts: KnownFacts) =>
      (block(facts).fields ?? []).map((field) => ('name' in field ? `${field.name}:${String(field.widget)}` : ''));
    expect(widgets(FACTS)).toEqual(['name:relation', 'field:select', 'year:select', 'cite:boolean']);
    expect(widgets(undefined)).toEqual(['name:relation', 'field:string', 'year:select', 'cite:boolean']);
    expect(block(FACTS).fields?.[0]).toMatchObject({ label: 'Fact', required: true, ...RELATIONS.facts });
  });
});

describe('a Fact quote’s preview', () => {
  it('is the text the site prints, with its source link when cited', () => {
    expect(preview({ name: 'oeEnd', cite: true }, FACTS)).toBe(
      '<span class="fact" data-fact="oeEnd">December 15, 2026</span>' +
        '<sup class="fact-cite"><a href="https://www.cms.gov/" target="_blank" rel="noopener noreferrer">source<span class="sr-only">: CMS (opens in a new tab)</span></a></sup>',
    );
    expect(preview({ name: 'ehbCategories' }, FACTS)).toBe('<span class="fact" data-fact="ehbCategories">ten</span>');
  });

  it('prints plan years, worked figures and the previous plan year', () => {
    const text = (tag: FactTag) => preview(tag, FACTS).replace(/<span class="fact" data-fact="\w+">([^<]*)<\/span>/, '$1');
    expect(text({ name: 'oeEnd', field: 'planYear' })).toBe('2027');
    expect(text({ name: 'oeEnd', year: 'previous' })).toBe('January 15, 2026');
    expect(text({ name: 'oeEnd', year: 'previous', field: 'planYear' })).toBe('2026');
    expect(text({ name: 'exampleMidYearRaise', field: 'income' })).toBe('$30,000');
  });

  it('shows a figure it cannot give by the quote’s name, marked', () => {
    expect(preview({ name: 'ehbCategories', year: 'previous' }, FACTS)).toContain('>ehbCategories (previous year)</span>');
    expect(preview({ name: 'exampleMidYearRaise', field: 'repayment' }, FACTS)).toContain('>exampleMidYearRaise.repayment</span>');
    expect(preview({ name: 'exampleMidYearRaise', field: 'repayment' }, FACTS)).toContain('class="fact fact-marker"');
  });

  it('shows names in place of figures without the facts list', () => {
    expect(preview({ name: 'oeEnd', cite: true }, undefined)).toBe(
      '<span class="fact fact-marker" data-fact="oeEnd" title="Not in the editor&#x27;s facts list: the site prints the registry&#x27;s figure">oeEnd</span><sup class="fact-cite">source</sup>',
    );
  });

  it('keeps a figure’s characters as text', () => {
    const facts = { planYear: 2027, facts: { odd: { display: '<b>*5*_[x]', source: 's', url: 'u', verification: 'verified' as const } } };
    expect(preview({ name: 'odd' }, facts)).toBe('<span class="fact" data-fact="odd">&lt;b&gt;*5*_[x]</span>');
  });
});
