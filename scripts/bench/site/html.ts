// Just enough HTML reading for the page-weight bench: the tags Astro writes, whose attribute values
// escape `<`, `>` and quotes, so a tag ends at the first `>`.

export type Attributes = ReadonlyMap<string, string>;

export interface Element {
  attributes: Attributes;
  /** Text between the opening and closing tag (script and style only). */
  body: string;
  /** Whether the tag sits inside <head>. */
  inHead: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#34': '"' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

export function parseAttributes(source: string): Attributes {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name, double, single, bare] = match;
    if (name === undefined) continue;
    attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/** Every `<tag …>` (with its body up to `</tag>` when `withBody`), in document order. */
export function findElements(html: string, tag: string, withBody: boolean): Element[] {
  const headEnd = html.search(/<\/head\s*>/i);
  const pattern = withBody ? new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi') : new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => ({
    attributes: parseAttributes(match[1] ?? ''),
    body: match[2] ?? '',
    inHead: headEnd !== -1 && (match.index ?? 0) < headEnd,
  }));
}

/** A classic or module script that the browser runs (not JSON data, not a template). */
export function isJavaScript(script: Element): boolean {
  const type = script.attributes.get('type')?.trim().toLowerCase() ?? '';
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * Blocks rendering: an external classic script in <head> without async or defer (module scripts
 * are deferred by default).
 */
export function isRenderBlockingScript(script: Element): boolean {
  const a = script.attributes;
  return script.inHead && a.has('src') && isJavaScript(script) && a.get('type') !== 'module' && !a.has('async') && !a.has('defer');
}
