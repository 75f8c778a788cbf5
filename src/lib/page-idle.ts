/**
 * When a page is done (loaded, its islands live, the main thread idle), for the frame's work that
 * can wait: the search engine's files, then the offline worker (docs/behaviour.md, "Offline").
 */ export function onPageIdle(task: () => void): void {
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
