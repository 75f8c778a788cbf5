/**
 * Phone profiles applied in the browser through the Chrome DevTools Protocol:
 * - `SLOW_4G_PHONE`, Lighthouse's mobile figures (562.5 ms request latency, 1.47 Mbps down,
 *   675 Kbps up, CPU 4× slower): the site search's bench and its end-to-end test;
 * - `PHONE`, the project's phone profile for taps and lists (CPU 4× slower, 150 ms round trip,
 *   1.6 Mbps down, 750 Kbps up): the site bench's tap, list and search-after-load times.
 */
import type { Page } from '@playwright/test';

export interface PhoneProfile {
  latencyMs: number;
  downKbps: number;
  upKbps: number;
  cpuSlowdown: number;
}

export const SLOW_4G_PHONE: PhoneProfile = { latencyMs: 562.5, downKbps: 1474.56, upKbps: 675, cpuSlowdown: 4 };
export const PHONE: PhoneProfile = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };

export async function throttle(page: Page, profile: PhoneProfile): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

export async function throttleLikeAPhone(page: Page): Promise<void> {
  await throttle(page, SLOW_4G_PHONE);
}
