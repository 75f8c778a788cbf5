import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUNDLE_PATH } from '#content/bundle-file.ts';
import { type ContentBundle, parseContentBundle } from '../content.ts';

/**
 * The content bundle the build wrote (api/generated/content.json, docs/content.md), read and
 * checked once at start; a missing file says how to make it.
 */
export function loadContentBundle(path: string = resolve(BUNDLE_PATH)): ContentBundle {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${path} is missing: it is generated from src/content by \`npm run build\`; run that first.`);
    throw error;
  }
  return parseContentBundle(JSON.parse(text), path);
}
