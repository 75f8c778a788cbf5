/**
 * The static host's 404 page decides in the browser what the production server decides on the
 * server (src/lib/routes.ts): a known route in other casing moves to its canonical address, a module
 * id without a page shows the fallback viewer in place, and anything else keeps the not-found screen.
 */
import { joinBase } from './paths.ts';
import { type RouteTable, resolveRoute } from './routes.ts';

export function initNotFound(doc: Document, base: string): void {
  const root = doc.documentElement;
  const tableSource = doc.querySelector<HTMLElement>('[data-route-table]')?.dataset['routeTable'] ?? '{"moduleIds":[]}';
  const table = JSON.parse(tableSource) as RouteTable;
  const { pathname, search, hash } = window.location;
  const match = resolveRoute(pathname, base, table);

  if (match.kind === 'page') {
    const target = joinBase(base, match.path);
    // Only when the address really changes: a missing page must never bounce to itself.
    if (target !== pathname && `${target}/` !== pathname) {
      window.location.replace(`${target}${search}${hash}`);
      return;
    }
  } else if (match.kind === 'module-fallback') {
    doc.querySelector<HTMLElement>('[data-not-found]')?.setAttribute('hidden', '');
    doc.querySelector<HTMLElement>('[data-fallback]')?.removeAttribute('hidden');
    doc.title = doc.title.replace(/^[^|]*/, 'Training Module ');
    for (const link of doc.querySelectorAll<HTMLElement>('[data-nav-link="/modules"]')) link.setAttribute('aria-current', 'page');
  }
  root.removeAttribute('data-routing');
}
