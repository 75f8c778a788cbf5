import { content, faqSchema } from '../../content.ts';
import { type ContentListOptions, contentListOperation, contentListRoutes } from '../content-list/index.ts';

const faqs: ContentListOptions<(typeof content.faqs)[number]> = {
  path: '/api/faqs',
  operationId: 'listFaqs',
  summary: 'The home page FAQs',
  itemName: 'Faq',
  itemSchema: faqSchema,
  description: 'Every FAQ (id, question, answer)',
  items: content.faqs,
};

export const listFaqsOperation = contentListOperation(faqs);
export const faqsRoutes = () => contentListRoutes(faqs);
