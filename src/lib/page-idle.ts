/**
 * When a page is done with what it shows and does first, for the frame's work that can wait: the
 * site search's engine and index (search/control.ts), then the offline worker (offline/register.ts).
 * Done means loaded, its islands live (Astro fetches an island's code after `load`, so `load` alone
 * would let this work share a phone's slow connection with the code that makes the page's controls
 * answer: issue 33) and the main thread idle. An island that never hydrates (none today) would hold
 * it back for good: the work then waits for first use. Part of the frame's script on every page, so
 * it is small; a module script runs before `load`, so the listener is always in time.
 */
export function onPageIdle(task: () => void): void {
  const waiting = () => document.querySelector('astro-island[ssr]') !== null;
  // Idle callbacks are missing in Safari: there, at once.
  const idle = () => {
    (self.requestIdleCallback ?? setTimeout)(task);
  };
  const check = () => {
    if (!waiting()) {
      idle();
      return;
    }
    // An island drops its `ssr` attribute once it is live.
    const islands = new MutationObserver(() => {
      if (waiting()) return;
      islands.disconnect();
      idle();
    });
    islands.observe(document, { subtree: true, attributeFilter: ['ssr'] });
  };
  addEventListener('load', check, { once: true });
}
