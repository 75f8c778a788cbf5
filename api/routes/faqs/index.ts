import { content, faqSchema } from '../../content.ts';
import { contentListRoutes } from '../content-list/index.ts';

export const faqsRoutes = () =>
  contentListRoutes({
    path: '/api/faqs',
    operationId: 'listFaqs',
    summary: 'The home page FAQs',
    itemName: 'Faq',
    itemSchema: faqSchema,
    description: 'Every FAQ (id, question, answer)',
    items: content.faqs,
  });
