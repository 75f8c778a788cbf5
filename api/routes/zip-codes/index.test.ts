import { describe, expect, it } from 'vitest';
import { zipCodeInfoSchema } from '#subsidy';
import { createApp } from '../../app.ts';
import type { ErrorBody } from '../../errors/index.ts';
import { testContent } from '../../test-content.ts';

const app = createApp({ content: testContent, logLevel: 'silent', rateLimit: false });

describe('GET /api/zip-codes/{zip}', () => {
  it('answers the state and every county, primary first, with the rating area each puts the household in', async () => {
    const res = await app.request('/api/zip-codes/15501');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(zipCodeInfoSchema.strict().parse(await res.json())).toEqual({
      zip: '15501',
      state: 'PA',
      counties: [
        { fips: '42111', name: 'Somerset County', ratingArea: 5, primary: true },
        { fips: '42129', name: 'Westmoreland County', ratingArea: 4, primary: false },
      ],
    });
  });

  it('reads a ZIP+4 and answers the 5-digit ZIP code; Los Angeles County by prefix', async () => {
    const res = await app.request('/api/zip-codes/91101-2345');
    expect(await res.json()).toEqual({
      zip: '91101',
      state: 'CA',
      counties: [{ fips: '06037', name: 'Los Angeles County', ratingArea: 15, primary: true }],
    });
  });

  it('answers a ZIP code not on file with its state and no counties', async () => {
    const res = await app.request('/api/zip-codes/57770');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ zip: '57770', state: 'SD', counties: [] });
  });

  it.each([
    ['1234', 'zip must be a ZIP code of 5 digits'],
    ['123456', 'zip must be a ZIP code of 5 digits'],
    ['abcde', 'zip must be a ZIP code of 5 digits'],
    ['00601', 'Puerto Rico'],
    ['09012', 'military mail address'],
    ['00012', 'has not assigned to any state'],
  ])('%s is a 400 naming zip (%s)', async (zip, message) => {
    const res = await app.request(`/api/zip-codes/${zip}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0]?.path).toBe('zip');
    expect(body.issues[0]?.message).toContain(message);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/zip-codes/{zip}');
  });
});
