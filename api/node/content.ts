import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from '#content/bundle-file.ts';
import type { ContentBundle } from '#content/types.ts';
import { parseContentBundle } from '../content.ts';

/**
 * The content bundle the build wrote (api/generated/content.json, docs/content.md), read and
 * checked once at start; a missing file says how to make it.
 */
// BUNDLE_PATH is relative to the project's root, two folders up from here whatever the working directory.
const DEFAULT_PATH = fileURLToPath(new URL(`../../${BUNDLE_PATH}`, import.meta.url));

export function loadContentBundle(path: string = DEFAULT_PATH): ContentBundle {
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
