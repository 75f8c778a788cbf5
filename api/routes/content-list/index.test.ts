import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app.ts';
import { faqSchema, resourceSchema } from '../../content.ts';
import { testContent } from '../../test-content.ts';

const app = createApp({ content: testContent, logLevel: 'silent' });

// The whole-collection GETs made by contentListRoutes: /api/faqs and /api/resources.
describe.each([
  { path: '/api/faqs', schema: faqSchema, items: testContent.faqs },
  { path: '/api/resources', schema: resourceSchema, items: testContent.resources },
])('GET $path', ({ path, schema, items }) => {
  it('lists every item from the content with its documented fields only', async () => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const listed = z.array(schema.strict()).parse(await res.json());
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(items);
  });

  it.each(['POST', 'PUT'])('answers 405 with Allow for a %s', async (method) => {
    const res = await app.request(path, { method, body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toContain('GET');
  });
});
