/**
 * `npm run dev`: hot reload for editors. Astro's dev server (site, http://127.0.0.1:4321) proxies
 * /api to the API, which restarts on change (node --watch), and the content bundle the API serves is
 * regenerated whenever a file under src/content changes.
 */
import { type ChildProcess, spawn } from 'node:child_process';

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

run('content', ['--watch-path=src/content', '--watch-preserve-output', 'scripts/build-content.ts']);
run('api', ['--watch', 'api/node/main.ts'], { PORT: apiPort, LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info' });
run('site', ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', process.env['PORT'] ?? '4321'], {
  DEV_API_PROXY: `http://127.0.0.1:${apiPort}`,
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
