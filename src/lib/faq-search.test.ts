import { describe, expect, it } from 'vitest';
import { filterFaqs } from './faq-search.ts';

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
