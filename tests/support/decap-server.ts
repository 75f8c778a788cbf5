/**
 * Decap's local backend for tests: decap-server in its file-system mode on 127.0.0.1:`port`, reading
 * and writing the files under `root` as `npm run dev` runs it on the working tree; stopped after.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

export interface TestDecapServer {
  /** The address the editor's `local_backend` points at. */
  url: string;
  stop(): Promise<void>;
}

const ENTRY = resolve(import.meta.dirname, '../../node_modules/decap-server/dist/index.js');
const LISTENING = /listening on/;

export async function startDecapServer(root: string, port: number): Promise<TestDecapServer> {
  const child = spawn(process.execPath, [ENTRY], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`decap-server did not listen on ${port} within 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (LISTENING.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`decap-server exited with ${code} before it listened on ${port}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
