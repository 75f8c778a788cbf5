import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { exitOnSignals } from './signals.ts';

const silent = createLogger({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exitOnSignals', () => {
  function trap() {
    const codes: number[] = [];
    let finish: (clean: boolean) => void = () => {};
    const shutdown = () => new Promise<boolean>((resolve) => (finish = resolve));
    const remove = exitOnSignals({ shutdown }, { signals: ['SIGUSR2'], logger: silent, exit: (code) => codes.push(code) });
    return { codes, finish: (clean: boolean) => finish(clean), remove };
  }

  it('drains on the signal, then exits 0 (1 when the drain timed out)', async () => {
    for (const [clean, code] of [
      [true, 0],
      [false, 1],
    ] as const) {
      const { codes, finish, remove } = trap();
      try {
        process.emit('SIGUSR2', 'SIGUSR2');
        expect(codes).toEqual([]);
        finish(clean);
        await sleep(0);
        expect(codes).toEqual([code]);
      } finally {
        remove();
      }
    }
  });

  it('exits 1 at once on a second signal while draining', async () => {
    const { codes, finish, remove } = trap();
    try {
      process.emit('SIGUSR2', 'SIGUSR2');
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(codes).toEqual([1]);
      finish(true);
      await sleep(0);
      expect(codes).toEqual([1]);
    } finally {
      remove();
    }
  });
});
