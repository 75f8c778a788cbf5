import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app.ts';
import { content, resourceSchema } from '../../content.ts';

const app = createApp({ logLevel: 'silent' });

describe('GET /api/resources', () => {
  it('lists every resource with its documented fields and enums', async () => {
    const res = await app.request('/api/resources');
    expect(res.status).toBe(200);
    const resources = z.array(resourceSchema.strict()).parse(await res.json());
    expect(resources.length).toBeGreaterThan(0);
    expect(resources).toEqual(content.resources);
  });

  it('answers 405 for a PUT', async () => {
    expect((await app.request('/api/resources', { method: 'PUT' })).status).toBe(405);
  });
});
