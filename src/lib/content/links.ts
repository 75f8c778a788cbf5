// Link rules shared by the schemas, the validator and the handout pages.
import { PAGE_ROUTES, quizPath } from '../routes.ts';

export { quizPath };

/**
 * /faq promises that every link goes to an official government page, so its
 * cards accept https links on hosts ending in .gov and nothing else. There is deliberately no
 * allow-list of other hosts: add one here, with the reason, if a non-.gov official host is needed.
 */
export function govLinkProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a full URL; expected an https:// link on a government host (*.gov)';
  }
  if (parsed.protocol !== 'https:') {
    return `uses ${parsed.protocol}; expected an https:// link on a government host (*.gov)`;
  }
  if (!parsed.hostname.endsWith('.gov')) {
    return `is on ${parsed.hostname}, not a government host; expected an https:// link on a host ending in .gov`;
  }
  return undefined;
}

const SAFE_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);
/** Relative links resolve against an https base, so they pass as what they are on the site. */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * A link in slides and pages may be relative (a path on this site), https, mailto or tel. Anything
 * else (javascript:, vbscript:, data:, plain http:, file:) is refused: a pull request must not be
 * able to put a script or an unencrypted link on a training slide. The link is read by the URL
 * parser browsers use, which drops tabs, newlines and leading spaces, so `java\tscript:` is caught.
 */
export function linkSchemeProblem(url: string): string | undefined {
  let scheme: string;
  try {
    scheme = new URL(url, RELATIVE_BASE).protocol;
  } catch {
    return 'is not a valid link; expected a relative link, https://, mailto: or tel:';
  }
  return SAFE_SCHEMES.has(scheme) ? undefined : `uses ${scheme}; expected a relative link, https://, mailto: or tel:`;
}

export const POVERTY_HANDOUT_PATH = '/handouts/poverty-guidelines';

/** The printable handout of one deck, rendered by src/pages/handouts/module-[id].astro. */
export function handoutPath(moduleId: number): string {
  return `/handouts/module-${moduleId}`;
}

export function modulePath(moduleId: number): string {
  return `/modules/${moduleId}`;
}

/** The handout pages (src/pages/handouts/), given the deck ids in the content. */
export function handoutPaths(moduleIds: readonly number[]): string[] {
  return [...moduleIds.map(handoutPath), POVERTY_HANDOUT_PATH];
}

/** Pre-rendered pages beside the modules' own: the handouts and the knowledge checks. */
export function extraPagePaths(moduleIds: readonly number[], quizIds: readonly number[]): string[] {
  return [...handoutPaths(moduleIds), ...quizIds.map(quizPath)];
}

/** Every page the built site will have, given the deck ids and the decks with a knowledge check. */
export function knownRoutes(moduleIds: readonly number[], quizIds: readonly number[] = []): Set<string> {
  return new Set<string>([...PAGE_ROUTES, ...moduleIds.map(modulePath), ...extraPagePaths(moduleIds, quizIds)]);
}

/** '/handouts/module-13/' and '/handouts/module-13#top' name the same page as '/handouts/module-13'. */
export function normalizeRoute(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}
