import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, parseOrThrow } from '../errors/index.ts';

/** Largest request body the API reads (decisions.md section 5: 413 above it). */
export const MAX_BODY_BYTES = 16 * 1024;

export interface JsonBodyOptions {
  /** Default `MAX_BODY_BYTES`. */
  maxBytes?: number;
}

// application/json or a structured-syntax suffix (application/merge-patch+json), any parameters.
const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/;

function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (!JSON_MEDIA_TYPE.test(mediaType)) return false;
  // JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread.
  const charset = params.find((param) => param.startsWith('charset='));
  return charset === undefined || /^charset="?utf-8"?$/.test(charset);
}

const tooLarge = (maxBytes: number): ApiError =>
  new ApiError(413, `Request body is larger than ${maxBytes} bytes`);

/** Reads at most `maxBytes`, counting as it goes, so a chunked or lying client is cut off early. */
async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * With a Content-Length (already checked against the limit) HTTP framing bounds the body, so it is
 * read in one go, which the Node adapter does straight from the socket; without one (chunked) it
 * is counted as it streams in.
 */
async function readBody(request: Request, hasLength: boolean, maxBytes: number): Promise<Uint8Array> {
  if (!hasLength) return request.body === null ? new Uint8Array() : readLimited(request.body, maxBytes);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes); // a Request built in-process can lie
  return bytes;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The checks in front of a JSON route, in order: 415 unless the Content-Type is JSON (UTF-8); 413
 * above `maxBytes` (by Content-Length when sent, else while reading); 400 for an empty body, bytes
 * that are not UTF-8 or text that is not JSON; then `schema`, a 400 whose issues name the fields.
 * Returns the reader a route awaits for the parsed value.
 */
export function jsonBody<S extends z.ZodType>(schema: S, options: JsonBodyOptions = {}): (c: Context) => Promise<z.output<S>> {
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;

  return async function readJsonBody(c) {
    if (!isJsonContentType(c.req.header('Content-Type'))) {
      throw new ApiError(415, 'Content-Type must be application/json');
    }
    const declared = c.req.header('Content-Length');
    const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
    if (length !== undefined && length > maxBytes) throw tooLarge(maxBytes);

    const bytes = await readBody(c.req.raw, length !== undefined, maxBytes);
    if (bytes.byteLength === 0) throw new ApiError(400, 'Request body is empty; send a JSON object');

    let value: unknown;
    try {
      value = JSON.parse(utf8.decode(bytes));
    } catch {
      throw new ApiError(400, 'Request body is not valid JSON');
    }
    return parseOrThrow(schema, value, 'Invalid request body');
  };
}
