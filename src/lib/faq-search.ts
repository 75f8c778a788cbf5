/** Spec section 5: the FAQ search is a case-insensitive substring match on the question or answer. */
export interface SearchableFaq {
  question: string;
  answer: string;
}

export function filterFaqs<T extends SearchableFaq>(faqs: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle));
}

/**
 * What the search box suggests in its placeholder. Each must find at least one home-page FAQ (a test
 * holds them to src/content/faqs.yaml), so a suggestion never answers "No questions match".
 */
export const FAQ_SEARCH_EXAMPLES = ['special enrollment', 'CSR'] as const;
