import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { type Destination, turnBatched } from './log-destination.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A destination that records each write, and what flushSync saw. */
function recording() {
  const writes: string[] = [];
  const flushed: number[] = [];
  const destination: Destination = {
    write: (chunk) => writes.push(chunk),
    flush: (callback) => callback?.(),
    flushSync: () => flushed.push(writes.length),
  };
  return { writes, flushed, destination };
}

describe('turnBatched', () => {
  it("hands a turn's lines on as one write once the turn is done, in order", async () => {
    const { writes, destination } = recording();
    const logger = createLogger({ destination: turnBatched(destination) });
    logger.info('one');
    logger.info('two');
    logger.child({ requestId: 'r1' }).info({ status: 200 }, 'request');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? '').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { msg: 'one' },
      { msg: 'two' },
      { msg: 'request', requestId: 'r1', status: 200 },
    ]);

    logger.info('three');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toContain('"msg":"three"');
  });

  it('writes the gathered lines at once on flushSync and flush, before flushing the destination', async () => {
    const { writes, flushed, destination } = recording();
    const batched = turnBatched(destination);
    batched.write('a\n');
    batched.flushSync();
    expect(writes).toEqual(['a\n']);
    expect(flushed).toEqual([1]);

    batched.write('b\n');
    const done = new Promise<void>((resolve) => batched.flush(() => resolve()));
    expect(writes).toEqual(['a\n', 'b\n']);
    await done;
    await nextTurn();
    expect(writes).toEqual(['a\n', 'b\n']);
  });

  it('writes what is still gathered when the process exits within the turn', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const script = `const { stdoutLogger } = await import(${JSON.stringify(main)}); stdoutLogger().info('last words'); process.exit(0);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out).toContain('"msg":"last words"');
  });
});
