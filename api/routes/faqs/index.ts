import type { ContentBundle } from '#content/types.ts';
import { faqSchema } from '../../content.ts';
import { contentListRoutes } from '../content-list/index.ts';

export const faqsRoutes = (items: ContentBundle['faqs']) =>
  contentListRoutes({
    path: '/api/faqs',
    operationId: 'listFaqs',
    summary: 'The home page FAQs',
    itemName: 'Faq',
    itemSchema: faqSchema,
    description: 'Every FAQ (id, question, answer)',
    items,
  });
