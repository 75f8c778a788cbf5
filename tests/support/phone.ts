/**
 * The phone profile of the site search's bench and its end-to-end test: Lighthouse's mobile figures
 * applied in the browser (562.5 ms request latency, 1.47 Mbps down, 675 Kbps up, CPU 4× slower).
 */
import type { Page } from '@playwright/test';

export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
