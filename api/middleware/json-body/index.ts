import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { errorResponse, httpError } from '../../errors/index.ts';

// What a JSON route checks before its validator sees the body, in order: 415 (`jsonContentType`),
// 413 (`bodySizeLimit`), 400 for an empty, non-UTF-8 or non-JSON body (`wellFormedJson`), each in our
// words: Hono's validator alone would read another Content-Type as `{}` and word failures its own way.

/** Largest request body the API reads (docs/api.md: 413 above it). */
export const MAX_BODY_BYTES = 16 * 1024;

// application/json or a structured-syntax suffix (application/merge-patch+json), any parameters:
// the media types Hono's validator reads as JSON.
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (!JSON_MEDIA_TYPE.test(mediaType)) return false;
  // JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread.
  const charset = params.find((param) => param.startsWith('charset='));
  return charset === undefined || /^charset="?utf-8"?$/.test(charset);
}

/** 415 unless the Content-Type is JSON (in UTF-8). */
export const jsonContentType: MiddlewareHandler = createMiddleware(async (c, next) => {
  if (!isJsonContentType(c.req.header('Content-Type'))) throw httpError(415, 'Content-Type must be application/json');
  await next();
});

const tooLarge = (maxBytes: number): never => {
  throw httpError(413, `Request body is larger than ${maxBytes} bytes`);
};

/**
 * 413 above `maxBytes`. A body that streams in without a Content-Length goes through Hono's
 * `bodyLimit`, which counts it as it arrives and stops reading past the limit. A declared
 * Content-Length is checked here the way `bodyLimit` checks it, before anything is read, but
 * without asking for `c.req.raw.body` (which `bodyLimit` always does): on Node that makes the
 * adapter turn the socket into a web stream for every POST, which halved the subsidy route's
 * throughput, while `arrayBuffer()` reads a body of known length straight from the socket.
 */
export function bodySizeLimit(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: () => tooLarge(maxBytes) });
  return createMiddleware(async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared === undefined || c.req.header('Transfer-Encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(declared, 10) > maxBytes) tooLarge(maxBytes);
    await next();
  });
}

/** The message for a body that is not JSON; the parser's own text never reaches a client. */
const NOT_JSON = 'Request body is not valid JSON';

/** What a decoder puts for bytes that are not UTF-8. No field of the API expects it. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * 400 for a body that is empty, not UTF-8, or not JSON. Runs after `bodySizeLimit`: on a socket
 * HTTP framing holds a body to its Content-Length, but a Request built in-process can carry more
 * than it declares, hence a size check here too (a text of more characters than the limit has
 * more bytes than it).
 *
 * The body is read once, as text (`c.req.text()`, which Hono keeps), and parsed once, by the
 * route's validator (`c.req.json()` parses that same text). This middleware checks the text before
 * the validator sees it and words the validator's parse failure, the one 400 Hono raises itself
 * after these checks, as the API does.
 */
export function wellFormedJson(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const text = await c.req.text();
    if (text.length > maxBytes) tooLarge(maxBytes);
    if (text === '') throw httpError(400, 'Request body is empty; send a JSON object');
    if (text.includes(REPLACEMENT_CHARACTER)) throw httpError(400, NOT_JSON);
    await next();
    // Hono hands a handler's error to `app.onError` and leaves it on `c.error`: the validator's own
    // 400 (no issues attached, unlike the API's) is its parse failure, answered in our words.
    if (c.error instanceof HTTPException && c.error.status === 400 && c.error.cause === undefined) c.res = errorResponse(c, 400, NOT_JSON);
  });
}
