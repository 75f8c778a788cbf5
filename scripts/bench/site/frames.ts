// Times read in the page, not by the test driver: on a throttled phone each driver command costs a
// round trip and a turn of the slowed main thread, which is not the person's wait.
import type { Page } from '@playwright/test';

/** Resolves, in the page, with the time (performance.now()) of the first frame on which `condition` holds. */
export const frameWhen = (page: Page, condition: string) =>
  page.evaluate(
    (source) =>
      new Promise<number>((resolve) => {
        const holds = new Function(`return (${source});`) as () => boolean;
        const check = () => (holds() ? resolve(performance.now()) : requestAnimationFrame(check));
        check();
      }),
    condition,
  );
