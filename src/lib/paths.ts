/**
 * Internal links. The site may be built under a base path (GitHub Pages project sites), so every
 * internal URL goes through `withBase`, and the active-link rule compares paths with the base removed.
 */

/** Joins a base such as '/' or '/aca-training-hub/' with a root-relative path such as '/modules'. */
export function joinBase(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  if (!path.startsWith('/')) return path; // external or relative: left alone
  return `${trimmedBase}${path}` || '/';
}

/** The site's base from Astro's build configuration. */
export function withBase(path: string): string {
  return joinBase(import.meta.env.BASE_URL ?? '/', path);
}

/** Removes the base prefix (case-insensitively) and trailing slashes: '/Hub/modules/' -> '/modules'. */
export function stripBase(pathname: string, base: string): string {
  const trimmedBase = base.replace(/\/+$/, '').toLowerCase();
  let path = pathname;
  if (trimmedBase && path.toLowerCase().startsWith(trimmedBase)) {
    const rest = path.slice(trimmedBase.length);
    if (rest === '' || rest.startsWith('/')) path = rest;
  }
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * Spec section 2: the Dashboard link is active only on an exact match of the root path; every other
 * link by path prefix (a whole segment: '/modules' matches '/modules/13', not '/modulesx').
 */
export function isActiveLink(linkPath: string, currentPath: string): boolean {
  const current = currentPath.toLowerCase().replace(/\/+$/, '') || '/';
  if (linkPath === '/') return current === '/';
  return current === linkPath || current.startsWith(`${linkPath}/`);
}
