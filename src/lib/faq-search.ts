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
