/**
 * Route resolution shared by the production server and the static host's 404 page, so both answer
 * a path the same way (docs/behaviour.md, "Routes on a static host").
 */ import { stripBase } from './paths.ts';

export const PAGE_ROUTES = ['/', '/modules', '/resources', '/calculator', '/faq', '/search', '/changes'] as const;

/** A deck's knowledge check. Only decks with one have the page; no fallback exists for other ids. */
export function quizPath(moduleId: number): string {
  return `/modules/${moduleId}/quiz`;
}

/** Longer paths are not ours; answering them with the not-found screen keeps the work bounded. */
export const MAX_PATH_LENGTH = 2048;

export type RouteMatch = { kind: 'page'; path: string } | { kind: 'module-fallback'; id: number } | { kind: 'not-found' };

export interface RouteTable {
  /** Module ids with a pre-rendered page (the decks in src/content). */
  moduleIds: readonly number[];
  /** Other pre-rendered pages (handouts, knowledge checks), root-relative and lower-case. */
  extraPages?: readonly string[];
}

/** parseInt semantics, as the viewer reads its id: '13abc' -> 13, 'abc' -> default 1. */
export function parseModuleId(segment: string): number {
  const id = Number.parseInt(segment, 10);
  return Number.isNaN(id) ? 1 : id;
}

export function resolveRoute(pathname: string, base: string, table: RouteTable): RouteMatch {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'not-found' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  const path = stripBase(decoded.replace(/\/{2,}/g, '/'), base).toLowerCase();
  if ((PAGE_ROUTES as readonly string[]).includes(path)) return { kind: 'page', path };
  if (table.extraPages?.includes(path)) return { kind: 'page', path };

  const moduleMatch = /^\/modules\/([^/]+)$/.exec(path);
  if (moduleMatch?.[1] !== undefined) {
    const id = parseModuleId(moduleMatch[1]);
    if (table.moduleIds.includes(id)) return { kind: 'page', path: `/modules/${id}` };
    return { kind: 'module-fallback', id };
  }
  return { kind: 'not-found' };
}
