/**
 * Content negotiation for `Accept-Encoding` (RFC 9110, section 12.5.3): which of the encodings the
 * server has for a file the client would rather get.
 *
 * - Codings are case-insensitive tokens, separated by commas, with optional whitespace around
 *   them and around their parameters (`gzip ; q=0.5`).
 * - `q` (0 to 1, at most three decimals) is the client's preference; `q=0` means "not acceptable".
 *   An entry whose `q` is malformed is ignored rather than guessed at.
 * - `*` stands for every coding the header does not name; `x-gzip` is `gzip`.
 * - `identity` (no encoding) is acceptable unless refused with `identity;q=0`, or with `*;q=0`
 *   and no entry of its own; unnamed, it comes last.
 * - Among equal preferences the server's order decides (smallest first: br, then gzip).
 */

/** The encodings a file may be served in, apart from identity, in the server's order of preference. */
export type Coding = 'br' | 'gzip';

const Q_VALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each named coding with its q-value (lower-cased; `x-gzip` as `gzip`). */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (name === '') continue;
    let q = 1;
    let malformed = false;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      if (Q_VALUE.test(value)) q = Number(value);
      else malformed = true;
    }
    if (malformed) continue;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // A coding named twice: the first entry counts.
    if (!qualities.has(coding)) qualities.set(coding, q);
  }
  return qualities;
}

/**
 * The encoding to send, from `available` (in the server's order of preference), or undefined for
 * the file as it is (identity). A missing header means identity.
 */
export function chooseEncoding(header: string | null | undefined, available: readonly Coding[]): Coding | undefined {
  if (!header) return undefined;
  const qualities = parseAcceptEncoding(header);
  const wildcard = qualities.get('*');
  const quality = (coding: string): number => qualities.get(coding) ?? wildcard ?? 0;

  let best: Coding | undefined;
  let bestQ = 0;
  for (const coding of available) {
    const q = quality(coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  // Identity when the client names it (or `*`) above every encoding on offer.
  const identity = qualities.get('identity') ?? wildcard;
  if (best !== undefined && identity !== undefined && identity > bestQ) return undefined;
  return best;
}
