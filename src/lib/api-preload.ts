/**
 * Starts a list's API read with the page (src/components/ApiPreload.astro), as a preload the
 * island's own fetch picks up; skipped when the offline worker controls the page
 * (docs/behaviour.md, "Before an island is live").
 */ export function preloadRead(doc: Document, href: string): void {
  if (navigator.serviceWorker?.controller) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = href;
  doc.head.append(link);
}
