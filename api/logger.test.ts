import { describe, expect, it } from 'vitest';
import { isLogLevel, Logger } from './logger.ts';

describe('Logger', () => {
  it('writes one JSON object per line with time, level, msg and fields', () => {
    const lines: string[] = [];
    new Logger({ write: (l) => lines.push(l) }).child({ requestId: 'r1' }).warn('slow', { ms: 12 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'warn', msg: 'slow', requestId: 'r1', ms: 12 });
    expect(lines[0]).not.toContain('\n');
  });

  it('keeps fields of nested children and escapes what it writes', () => {
    const lines: string[] = [];
    new Logger({ write: (l) => lines.push(l) }, { app: 'api' })
      .child({ requestId: 'r1' })
      .child({})
      .error('say "hi"\n', { path: '/a"b', skipped: undefined });
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: expect.any(String),
      level: 'error',
      msg: 'say "hi"\n',
      app: 'api',
      requestId: 'r1',
      path: '/a"b',
    });
  });

  it('drops lines below its level; silent drops everything', () => {
    const lines: string[] = [];
    const warn = new Logger({ level: 'warn', write: (l) => lines.push(l) });
    warn.info('no');
    warn.debug('no');
    warn.error('yes');
    new Logger({ level: 'silent', write: (l) => lines.push(l) }).error('no');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['yes']);
  });

  it('knows its levels', () => {
    expect(isLogLevel('debug')).toBe(true);
    expect(isLogLevel('verbose')).toBe(false);
    expect(isLogLevel('toString')).toBe(false);
  });
});
