/**
 * `npm run dev`: hot reload for editors. Astro's dev server (site, http://127.0.0.1:4321) proxies
 * /api to the API, which restarts when its code or its content bundle changes (node --watch-path
 * over api/ and src/lib/). The bundle is rewritten by the dev server, which runs the content
 * pipeline after every change under src/content (src/lib/content/integration.ts); a build makes
 * the first one when it is missing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const node = process.execPath;
const apiPort = process.env['API_PORT'] ?? '8787';
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
run('site', ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', process.env['PORT'] ?? '4321'], {
  DEV_API_PROXY: `http://127.0.0.1:${apiPort}`,
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
