// The offline worker's weight (docs/behaviour.md, Offline), reported beside the routes and never
// counted against one: sw.js, the manifest, and what the precache downloads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Size, sizeOf } from './weight.ts';

export interface OfflineWeight {
  worker: Size;
  manifest: Size;
  precache: Size & { files: number };
}

/** Reads dist/sw.js's precache list (Workbox writes `{url:"…",revision:…}` entries) and sums the files. */
export function offlineWeight(distDir: string): OfflineWeight | null {
  const swPath = join(distDir, 'sw.js');
  if (!existsSync(swPath)) return null;
  const sw = readFileSync(swPath, 'utf8');
  const urls = [...sw.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1] ?? '');
  const precache = { raw: 0, gzip: 0, files: 0 };
  for (const url of urls) {
    const path = join(distDir, decodeURIComponent(url));
    if (!existsSync(path)) continue;
    const size = sizeOf(readFileSync(path));
    precache.raw += size.raw;
    precache.gzip += size.gzip;
    precache.files += 1;
  }
  const manifestPath = join(distDir, 'manifest.webmanifest');
  return {
    worker: sizeOf(sw),
    manifest: existsSync(manifestPath) ? sizeOf(readFileSync(manifestPath)) : { raw: 0, gzip: 0 },
    precache,
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** `client`: a route's `offline` weight (the worker client, workbox-window, loaded after load). */
export function offlineReport(weight: OfflineWeight | null, client?: Size): string {
  if (!weight) return 'offline: no sw.js in the build';
  const { worker, manifest, precache } = weight;
  return [
    'offline (not counted against any route):',
    ...(client ? [`  worker client, loaded after load on every page: ${kb(client.raw)} (${kb(client.gzip)} gzip)`] : []),
    `  sw.js ${kb(worker.raw)} (${kb(worker.gzip)} gzip); manifest ${kb(manifest.raw)}`,
    `  precache on a first visit: ${precache.files} files, ${kb(precache.raw)} (${kb(precache.gzip)} gzip)`,
  ].join('\n');
}
