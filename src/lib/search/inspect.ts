/**
 * Reads a built index back (Node): each record's URL, stored text and metadata, from Pagefind's
 * fragment files (gzip, then a 'pagefind_dcd' tag and JSON). Tests and the bench use it to check
 * what the build indexed without a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { INDEX_DIR } from './build-index.ts';

export interface IndexedRecord {
  url: string;
  content: string;
  meta: Record<string, string>;
}

const TAG = 'pagefind_dcd';

export function readIndexedRecords(distDir: string): IndexedRecord[] {
  const dir = join(distDir, INDEX_DIR, 'fragment');
  return readdirSync(dir)
    .map((name) => {
      const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
      const { url, content, meta } = JSON.parse(text.startsWith(TAG) ? text.slice(TAG.length) : text) as IndexedRecord;
      return { url, content, meta };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
