import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { testContent } from '../../test-content.ts';
import { healthRoutes, healthSchema } from './index.ts';

describe('GET /api/health', () => {
  it('reports ok with the version, never cached', async () => {
    const res = await createApp({ content: testContent, logLevel: 'silent', version: '1.2.3' }).request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(healthSchema.parse(await res.json())).toMatchObject({ status: 'ok', version: '1.2.3' });
  });

  it('counts uptime in whole seconds', async () => {
    let now = 10_000;
    const app = healthRoutes({ version: 'x', now: () => now });
    now += 61_500;
    expect(await (await app.request('/api/health')).json()).toMatchObject({ uptimeSeconds: 61 });
  });
});
