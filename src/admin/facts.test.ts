import { describe, expect, it, vi } from 'vitest';
import { FACTS } from './__fixtures__/facts.ts';
import { factNames, figureNames, fillQuotes, loadFacts, quoteText } from './facts.ts';

describe('quoteText', () => {
  it('prints a quote as the site does', () => {
    expect(quoteText(FACTS, { name: 'oeEnd' })).toBe('December 15, 2026');
    expect(quoteText(FACTS, { name: 'oeEnd', field: 'planYear' })).toBe('2027');
    expect(quoteText(FACTS, { name: 'oeEnd', year: 'previous' })).toBe('January 15, 2026');
    expect(quoteText(FACTS, { name: 'oeEnd', year: 'previous', field: 'planYear' })).toBe('2026');
    expect(quoteText(FACTS, { name: 'exampleMidYearRaise', field: 'income' })).toBe('$30,000');
  });

  it('gives nothing where the registry, as the editor knows it, cannot say', () => {
    expect(quoteText(FACTS, { name: 'ehbCategories', year: 'previous' })).toBeUndefined();
    expect(quoteText(FACTS, { name: 'ehbCategories', field: 'planYear' })).toBeUndefined();
    expect(quoteText(FACTS, { name: 'exampleMidYearRaise', field: 'repayment' })).toBeUndefined();
    expect(quoteText(FACTS, { name: 'toString' })).toBeUndefined();
    expect(quoteText(undefined, { name: 'oeEnd' })).toBeUndefined();
  });
});

describe('fillQuotes', () => {
  it('fills the quotes it can and leaves the others as written', () => {
    const text =
      'Plan year {{oeEnd.planYear}} ends on {{oeEnd}} (last year {{oeEnd@previous}}); {{household.fplPercent}} and {{nope}} stay.';
    expect(fillQuotes(text, FACTS)).toBe(
      'Plan year 2027 ends on December 15, 2026 (last year January 15, 2026); {{household.fplPercent}} and {{nope}} stay.',
    );
    expect(fillQuotes(text, undefined)).toBe(text);
  });
});

describe('names', () => {
  it('lists the facts and the worked figures, sorted', () => {
    expect(factNames(FACTS)).toEqual(['ehbCategories', 'exampleMidYearRaise', 'oeEnd']);
    expect(figureNames(FACTS)).toEqual(['fplPercent', 'income']);
    expect(factNames(undefined)).toEqual([]);
  });
});

describe('loadFacts', () => {
  it('reads the facts file', async () => {
    const fetcher = vi.fn(async () => Response.json(FACTS));
    expect(await loadFacts('/admin/facts.json', fetcher as typeof fetch)).toEqual(FACTS);
  });

  it('gives undefined, with a warning, when the file cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadFacts('/admin/facts.json', (async () => new Response('missing', { status: 404 })) as typeof fetch)).toBeUndefined();
    expect(await loadFacts('/admin/facts.json', (async () => Response.json({ facts: 1 })) as typeof fetch)).toBeUndefined();
    expect(
      await loadFacts('/admin/facts.json', (async () => {
        throw new TypeError('offline');
      }) as typeof fetch),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
