import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app.ts';
import { moduleSchema } from '../../content.ts';
import { testContent } from '../../test-content.ts';

const app = createApp({ content: testContent, logLevel: 'silent' });

// The modules it is given, in course order, with their exact titles (the real five are checked by
// the content build and the end-to-end tests).
const TITLES = Object.fromEntries(testContent.modules.map((m) => [m.id, m.title]));

describe('GET /api/modules', () => {
  it('lists the modules with id, title, description and duration', async () => {
    const res = await app.request('/api/modules');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    const modules = z.array(moduleSchema.strict()).parse(await res.json());
    expect(Object.fromEntries(modules.map((m) => [m.id, m.title]))).toEqual(TITLES);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/api/modules', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('GET /api/modules/{id}', () => {
  it.each(Object.entries(TITLES))('returns module %s with its exact title', async (id, title) => {
    const res = await app.request(`/api/modules/${id}`);
    expect(res.status).toBe(200);
    const module = moduleSchema.strict().parse(await res.json());
    expect(module).toMatchObject({ id: Number(id), title });
  });

  it.each(['abc', '1.5', '-1', '13abc', '1e2', '%20', '9999999999'])('answers 400 naming the id for %s', async (id) => {
    const res = await app.request(`/api/modules/${id}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('Invalid module id');
    expect(body.issues).toEqual([{ path: 'id', message: expect.stringContaining('whole number') }]);
  });

  it('reads leading zeros as the same whole number', async () => {
    expect(await (await app.request('/api/modules/013')).json()).toMatchObject({ id: 13 });
  });

  it.each(['1', '0', '99'])('answers 404 for the unknown id %s, listing the known ones', async (id) => {
    const res = await app.request(`/api/modules/${id}`);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toBe(`No module with id ${Number(id)}`);
    expect(body.issues[0]).toEqual({ path: 'id', message: 'known ids: 13, 14, 17' });
  });

  it('answers 405 with Allow for a write', async () => {
    const res = await app.request('/api/modules/13', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });
});
