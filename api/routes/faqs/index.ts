import { Hono } from 'hono';
import { z } from 'zod';
import { content, faqSchema } from '../../content.ts';
import { json } from '../../response.ts';
import type { ApiEnv } from '../../middleware/request-id/index.ts';
import { honoPath, type OperationDoc } from '../openapi/index.ts';

export const listFaqsOperation: OperationDoc = {
  method: 'get',
  path: '/api/faqs',
  operationId: 'listFaqs',
  summary: 'The home page FAQs',
  tag: 'content',
  response: { name: 'FaqList', schema: z.array(faqSchema), description: 'Every FAQ (id, question, answer)' },
  components: [{ name: 'Faq', schema: faqSchema }],
  errors: [],
};

export function faqsRoutes(): Hono<ApiEnv> {
  const list = JSON.stringify(content.faqs);
  return new Hono<ApiEnv>().get(honoPath(listFaqsOperation), (c) => json(c, list));
}
