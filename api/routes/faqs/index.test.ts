import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app.ts';
import { content, faqSchema } from '../../content.ts';

const app = createApp({ logLevel: 'silent' });

describe('GET /api/faqs', () => {
  it('lists every FAQ from the content with id, question and answer only', async () => {
    const res = await app.request('/api/faqs');
    expect(res.status).toBe(200);
    const faqs = z.array(faqSchema.strict()).parse(await res.json());
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs).toEqual(content.faqs);
  });

  it('answers 405 for a POST', async () => {
    const res = await app.request('/api/faqs', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toContain('GET');
  });
});
