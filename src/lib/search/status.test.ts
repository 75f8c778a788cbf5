import { describe, expect, it } from 'vitest';
import type { RuleStatus } from '../content/fact-time.ts';
import { decodeStatus, encodeStatus, passageKey, statusBadges } from './status.ts';

const stayed: RuleStatus = { kind: 'stayed' };
const until: RuleStatus = { kind: 'until', date: '2027-12-31' };
const from: RuleStatus = { kind: 'from', date: '2028-01-01' };

describe('rule status metadata', () => {
  it('writes codes only, keyed by passage, and reads them back', () => {
    const passages = new Map([
      [passageKey(1, 1), [stayed]],
      [passageKey(1, 3), [until, from]],
      [passageKey(2, 0), []],
    ]);
    const meta = encodeStatus(passages);
    expect(meta).toBe('1.1=s 1.3=u20271231,f20280101');
    expect(decodeStatus(meta)).toEqual(
      new Map([
        ['1.1', [stayed]],
        ['1.3', [until, from]],
      ]),
    );
  });

  it('skips what is not in its form', () => {
    expect(decodeStatus(undefined)).toEqual(new Map());
    expect(decodeStatus('stayed by a court 1.x=s 0.0=q,s 2.0=u2027')).toEqual(new Map([['0.0', [stayed]]]));
  });
});

describe('badges', () => {
  it('says a stay, an end to come or past, and a start to come', () => {
    expect(statusBadges([stayed, until, from], '2026-12-07')).toEqual([
      'Stayed by a court',
      'Until December 31, 2027',
      'From January 1, 2028',
    ]);
  });

  it('says a rule ended the day after its last day, and drops a start once it has come', () => {
    expect(statusBadges([until, from], '2027-12-31')).toEqual(['Until December 31, 2027', 'From January 1, 2028']);
    expect(statusBadges([until, from], '2028-01-01')).toEqual(['Ended December 31, 2027']);
  });
});
