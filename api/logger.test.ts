import { describe, expect, it } from 'vitest';
import { createLogger, isoTimeByMillisecond, linesTo } from './logger.ts';

function captured(level?: 'warn' | 'silent') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ ...(level ? { level } : {}), destination: linesTo((line) => lines.push(line)) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes one JSON object per line: level by name, ISO time, msg and the bound fields', () => {
    const { logger, lines } = captured();
    logger.child({ requestId: 'r1' }).warn({ ms: 12 }, 'slow');
    expect(lines).toEqual([{ level: 'warn', time: expect.any(String), requestId: 'r1', ms: 12, msg: 'slow' }]);
    expect(new Date(String(lines[0]?.['time'])).toISOString()).toBe(lines[0]?.['time']);
  });

  it('drops lines below its level; silent drops everything', () => {
    const { logger: warn, lines } = captured('warn');
    warn.info('no');
    warn.debug('no');
    warn.error('yes');
    const silent = captured('silent');
    silent.logger.error('no');
    expect(lines.map((line) => line['msg'])).toEqual(['yes']);
    expect(silent.lines).toEqual([]);
  });

  it('logs an error with its message and stack', () => {
    const { logger, lines } = captured();
    logger.error({ err: new Error('kaput') }, 'unhandled error');
    expect(lines[0]).toMatchObject({ msg: 'unhandled error', err: { type: 'Error', message: 'kaput' } });
    expect(JSON.stringify(lines[0]?.['err'])).toContain('logger.test.ts');
  });
});

describe('isoTimeByMillisecond', () => {
  it("writes what pino's isoTime writes, formatted again only when the millisecond changes", () => {
    let ms = Date.UTC(2026, 10, 26, 0, 45, 1, 7);
    const time = isoTimeByMillisecond(() => ms);
    expect(time()).toBe(',"time":"2026-11-26T00:45:01.007Z"');
    expect(time()).toBe(',"time":"2026-11-26T00:45:01.007Z"');
    ms += 1;
    expect(time()).toBe(',"time":"2026-11-26T00:45:01.008Z"');
    ms -= 5_000;
    expect(time()).toBe(',"time":"2026-11-26T00:44:56.008Z"');
  });
});
