/**
 * `npm run dev`: hot reload for editors. Astro's dev server (site, http://127.0.0.1:4321) proxies
 * /api to the API, which restarts when its code or its content bundle changes (node --watch-path
 * over api/ and src/lib/). The bundle is rewritten by the dev server, which runs the content
 * pipeline after every change under src/content (src/lib/content/integration.ts); a build makes
 * the first one when it is missing. The content editor (/admin) saves straight into this working
 * tree through decap-server, Decap's local backend, on 127.0.0.1 (docs/editing.md).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const node = process.execPath;
const apiPort = process.env['API_PORT'] ?? '8787';
const sitePort = process.env['PORT'] ?? '4321';
const editorBackendPort = process.env['CMS_LOCAL_BACKEND_PORT'] ?? '8081';
const base = (process.env['BASE_PATH'] || '/').replace(/\/?$/, '/');
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`[dev] ${name} exited with ${code}`);
  });
  children.push(child);
}

if (!existsSync('api/generated/content.json')) {
  const build = spawnSync(node, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
run('api', ['--watch-path=api', '--watch-path=src/lib', 'api/node/main.ts'], {
  PORT: apiPort,
  LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
});
// decap-server's file-system mode: each save writes the file in place (no branch, no pull request).
run('editor backend', ['node_modules/decap-server/dist/index.js'], {
  GIT_REPO_DIRECTORY: resolve(import.meta.dirname, '..'),
  PORT: editorBackendPort,
  BIND_HOST: '127.0.0.1',
  MODE: 'fs',
  LOG_LEVEL: 'warn',
});
run('site', ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', sitePort], {
  DEV_API_PROXY: `http://127.0.0.1:${apiPort}`,
  CMS_LOCAL_BACKEND_URL: `http://127.0.0.1:${editorBackendPort}/api/v1`,
});
console.log(
  `[dev] content editor: http://127.0.0.1:${sitePort}${base}admin/ (Login saves into this working tree through decap-server on 127.0.0.1:${editorBackendPort})`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
