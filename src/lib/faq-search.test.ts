import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContentBundle } from '../../api/node/content.ts';
import { BUNDLE_PATH } from './content/bundle-file.ts';
import { FAQ_SEARCH_EXAMPLES, filterFaqs } from './faq-search.ts';

const faqs = [
  { id: 1, question: 'When is Open Enrollment?', answer: 'It runs from November 1.' },
  { id: 2, question: 'What is a CSR?', answer: 'A cost-sharing reduction lowers deductibles.' },
];

describe('filterFaqs', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterFaqs(faqs, '')).toHaveLength(2);
    expect(filterFaqs(faqs, '   ')).toHaveLength(2);
  });
  it('matches the question case-insensitively', () => {
    expect(filterFaqs(faqs, 'OPEN enrollment').map((f) => f.id)).toEqual([1]);
  });
  it('matches the answer too', () => {
    expect(filterFaqs(faqs, 'deductibles').map((f) => f.id)).toEqual([2]);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterFaqs(faqs, 'medicare advantage')).toEqual([]);
  });
});

// The home-page FAQs as the build wrote them for the API, facts filled in: needs a build (the test
// command builds first).
describe.skipIf(!existsSync(BUNDLE_PATH))('the home-page FAQs (src/content/faqs.yaml)', () => {
  const homeFaqs = existsSync(BUNDLE_PATH) ? loadContentBundle().faqs : [];

  it.each(FAQ_SEARCH_EXAMPLES)('answer the search box\'s suggestion "%s"', (example) => {
    expect(filterFaqs(homeFaqs, example).length).toBeGreaterThan(0);
  });

  // The abbreviations agents type: each finds the FAQ that spells it out.
  it.each([
    ['CSR', 'cost-sharing reductions'],
    ['SEP', 'special enrollment period'],
    ['APTC', 'premium tax credit'],
    ['OOP', 'out-of-pocket'],
  ])('find "%s" where the answer is about %s', (abbreviation, topic) => {
    const found = filterFaqs(homeFaqs, abbreviation);
    expect(found.some((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes(topic))).toBe(true);
  });
});
