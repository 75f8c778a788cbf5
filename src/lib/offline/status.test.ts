import { describe, expect, it, vi } from 'vitest';
import { connectionLost, isOffline, timedFetch } from './status.ts';

describe('telling offline from a service that is down', () => {
  it('trusts navigator.onLine only when it says false', () => {
    expect(isOffline({ onLine: false })).toBe(true);
    expect(isOffline({ onLine: true })).toBe(false);
    expect(isOffline(undefined)).toBe(false);
  });

  it('asks the site for sw.js past every cache: any answer means the device is online', async () => {
    const answered = vi.fn(async () => new Response('', { status: 404 }));
    expect(await connectionLost(answered as unknown as typeof fetch)).toBe(false);
    expect(answered).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    const failed = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await connectionLost(failed as unknown as typeof fetch)).toBe(true);
  });

  it('gives a request a time limit', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    await timedFetch('/api/subsidy-calculation', { method: 'POST' });
    expect(spy).toHaveBeenCalledWith('/api/subsidy-calculation', { method: 'POST', signal: expect.any(AbortSignal) });
    spy.mockRestore();
  });
});
