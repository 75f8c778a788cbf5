// The API's content bundle on disk: api/generated/content.json, written from the validated
// content by the content integration from the build's artifact (integration.ts), read by api/node/content.ts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ContentBundle } from './types.ts';

export const BUNDLE_PATH = 'api/generated/content.json';

/**
 * Writes the bundle (to `out`, default BUNDLE_PATH under `root`) unless the file already holds
 * exactly that text, so a build that changes nothing does not restart an API watching the file.
 */
export function writeBundle(root: string, bundle: ContentBundle, out: string = resolve(root, BUNDLE_PATH)): string {
  const text = `${JSON.stringify(bundle, null, 2)}\n`;
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
  }
  return out;
}
