import { describe, expect, it } from 'vitest';
import { FACTS } from './__fixtures__/facts.ts';
import { factHtml, slideMarkdown } from './slide-markdown.ts';

describe('slideMarkdown', () => {
  it('writes each Fact as the text the site prints, with its source link when cited', () => {
    const line = '- **HealthCare.gov** runs to <Fact name="oeEnd" cite />, covering <Fact name="ehbCategories" /> categories.';
    expect(slideMarkdown(line, FACTS, '/')).toBe(
      '- **HealthCare.gov** runs to <span class="fact" data-fact="oeEnd">December 15, 2026</span>' +
        '<sup class="fact-cite"><a href="https://www.cms.gov/" target="_blank" rel="noopener noreferrer">source<span class="sr-only">: CMS (opens in a new tab)</span></a></sup>' +
        ', covering <span class="fact" data-fact="ehbCategories">ten</span> categories.',
    );
  });

  it('prints plan years, worked figures and the previous plan year', () => {
    const line =
      'Plan year <Fact name="oeEnd" field="planYear" /> (<Fact name="oeEnd" year="previous" /> for <Fact name="oeEnd" year="previous" field="planYear" />), at <Fact name="exampleMidYearRaise" field="income" />.';
    expect(slideMarkdown(line, FACTS, '/').replace(/<span class="fact" data-fact="\w+">([^<]*)<\/span>/g, '[$1]')).toBe(
      'Plan year [2027] ([January 15, 2026] for [2026]), at [$30,000].',
    );
  });

  it('shows a figure it cannot give by the quote’s name, marked', () => {
    const html = slideMarkdown(
      '<Fact name="ehbCategories" year="previous" /> and <Fact name="exampleMidYearRaise" field="repayment" />',
      FACTS,
      '/',
    );
    expect(html).toContain('>ehbCategories (previous year)</span>');
    expect(html).toContain('>exampleMidYearRaise.repayment</span>');
    expect(html.match(/fact-marker/g)).toHaveLength(2);
  });

  it('shows names in place of figures without the facts list', () => {
    expect(slideMarkdown('By <Fact name="oeEnd" cite />.', undefined, '/')).toBe(
      'By <span class="fact fact-marker" data-fact="oeEnd" title="Not in the editor\'s facts list: the site prints the registry\'s figure">oeEnd</span><sup class="fact-cite">source</sup>.',
    );
  });

  it('writes each SiteLink as a link under the site’s base path', () => {
    expect(slideMarkdown('Try the <SiteLink href="/calculator">subsidy calculator</SiteLink>.', FACTS, '/hub/')).toBe(
      'Try the <a href="/hub/calculator">subsidy calculator</a>.',
    );
  });

  it('keeps a figure’s characters from reading as Markdown or HTML', () => {
    const facts = { planYear: 2027, facts: { odd: { display: '<b>*5*_[x]', source: 's', url: 'u', verification: 'verified' as const } } };
    expect(factHtml(facts, { name: 'odd' })).toBe('<span class="fact" data-fact="odd">&lt;b&gt;&#42;5&#42;&#95;&#91;x&#93;</span>');
  });
});
