/**
 * A dumb static file server with GitHub Pages semantics, to prove the plain static build works
 * where it will be deployed: case-sensitive paths, a directory without its trailing slash answers
 * 301 to the slash, a directory serves its index.html, and anything missing gets the site's root
 * 404.html with status 404. No routing logic of the project's own is used here.
 *
 * Usage: node tests/support/static-host.ts <dir> <port> [base]
 */

import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const [dir = 'dist-pages', portText = '4401', baseText = '/'] = process.argv.slice(2);
const base = `/${baseText.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

async function file(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://host');
  const notFound = async () => {
    res.writeHead(404, { 'Content-Type': types['.html'] });
    res.end((await file(join(dir, '404.html'))) ?? 'Not Found');
  };
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return notFound();
  }
  if (base && path !== base && !path.startsWith(`${base}/`)) return notFound();
  const relative = normalize(path.slice(base.length) || '/');
  if (relative.includes('..')) return notFound();
  const target = join(dir, relative);
  const direct = relative.endsWith('/') ? null : await file(target);
  if (direct) {
    res.writeHead(200, { 'Content-Type': types[extname(target)] ?? 'application/octet-stream' });
    return res.end(direct);
  }
  const index = await file(join(target, 'index.html'));
  if (index && !relative.endsWith('/')) {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
    return res.end();
  }
  if (index) {
    res.writeHead(200, { 'Content-Type': types['.html'] });
    return res.end(index);
  }
  return notFound();
});
server.listen(Number(portText), '127.0.0.1', () => console.log(`static host on http://127.0.0.1:${portText}${base}/ serving ${dir}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
