import { describe, expect, it } from 'vitest';
import { type Coding, chooseEncoding, parseAcceptEncoding } from './accept-encoding.ts';

const BOTH: Coding[] = ['br', 'gzip'];

describe('parseAcceptEncoding', () => {
  it('reads codings case-insensitively with their q-values, whitespace anywhere', () => {
    expect(parseAcceptEncoding(' GZip ; Q=0.5 ,br,  *;q=0.001 ,identity;q=0')).toEqual(
      new Map([
        ['gzip', 0.5],
        ['br', 1],
        ['*', 0.001],
        ['identity', 0],
      ]),
    );
  });

  it('reads x-gzip as gzip, and keeps the first of two entries for one coding', () => {
    expect(parseAcceptEncoding('x-gzip;q=0.3, gzip')).toEqual(new Map([['gzip', 0.3]]));
  });

  it.each(['br;q=2', 'br;q=0.1234', 'br;q=abc', 'br;q=', 'br;q=-1', 'br;q=1.5'])('ignores %s, whose q-value is malformed', (header) => {
    expect(parseAcceptEncoding(header).has('br')).toBe(false);
  });

  it('skips empty entries', () => {
    expect([...parseAcceptEncoding(',, ,br,').keys()]).toEqual(['br']);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['BR', 'br'],
    ['Gzip', 'gzip'],
    [' br ; q=1 ', 'br'],
    ['br;q=0', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.5', 'gzip'],
    ['br;q=0.000', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', undefined],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['gzip;q=0.5, identity', undefined],
    ['gzip, identity;q=0.5', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['', undefined],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header, BOTH)).toBe(expected);
  });

  it('means identity when the header is missing', () => {
    expect(chooseEncoding(null, BOTH)).toBeUndefined();
    expect(chooseEncoding(undefined, BOTH)).toBeUndefined();
  });

  it('offers only the encodings the file has', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });
});
