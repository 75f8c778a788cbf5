import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { httpError } from '../../errors/index.ts';

/**
 * What a JSON route checks before `zValidator('json', …)` sees the body, in order: 415 for a body
 * not declared as JSON (`jsonContentType`), 413 for one over the limit (`bodySizeLimit`, Hono's
 * `bodyLimit`), 400 for one that is empty, not UTF-8 or not JSON (`wellFormedJson`), each with its
 * own message. Hono's validator alone would read a body with another Content-Type as `{}`, decode
 * bytes that are not UTF-8 into replacement characters, and word a parse failure in its own text.
 */

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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * 400 for a body that is empty, not UTF-8, or not JSON. Runs after `bodySizeLimit`: on a socket
 * HTTP framing holds a body to its Content-Length, but a Request built in-process can carry more
 * than it declares, hence the size check here too.
 */
export function wellFormedJson(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > maxBytes) tooLarge(maxBytes);
    if (bytes.byteLength === 0) throw httpError(400, 'Request body is empty; send a JSON object');
    let text: string;
    try {
      text = utf8.decode(bytes);
      JSON.parse(text);
    } catch {
      throw httpError(400, 'Request body is not valid JSON');
    }
    // Hono's request keeps each reading of the body in `bodyCache`, by kind, as a promise (its type
    // says a value), and `c.req.json()`, the validator's, parses the `text` entry when there is
    // one. Leaving the text decoded here spares decoding the bytes again through a new Response, a
    // sixth of the route's CPU on Node. Were the cache to change, the validator would read the
    // cached bytes again: slower, not wrong.
    (c.req.bodyCache as unknown as { text?: Promise<string> }).text = Promise.resolve(text);
    await next();
  });
}
