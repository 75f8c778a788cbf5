import { describe, expect, it } from 'vitest';
import { easternToday, longDate } from './dates.ts';
import { ruleChanges, ruleStatus, rulesAsOf, shiftDate } from './fact-time.ts';
import type { FactEntry } from './types.ts';

const sourced = { source: 's', url: 'https://www.cms.gov/', verification: 'verified' as const };
const facts = new Map<string, FactEntry>([
  [
    'oopMax',
    {
      label: 'cap',
      byPlanYear: {
        '2026': {
          value: 10600,
          display: '$10,600',
          ...sourced,
          checked: '2026-11-20',
          effective: '2026-01-01',
          change: 'The cap is {{oopMax}}.',
        },
        '2027': {
          value: 12000,
          display: '$12,000',
          ...sourced,
          checked: '2026-12-01',
          effective: '2027-01-01',
          change: 'The cap rises to {{oopMax}}.',
        },
      },
    },
  ],
  [
    'sepPause',
    {
      value: '2026-12-31',
      display: 'December 31, 2026',
      effective: '2025-08-25',
      until: '2026-12-31',
      ...sourced,
      checked: '2026-11-25',
      change: 'The low-income period is paused.',
    },
  ],
  [
    'stayOrder',
    {
      value: '2026-06-25',
      display: 'June 25, 2026',
      effective: '2026-06-25',
      ...sourced,
      checked: '2026-06-25',
      change: 'A court lets the terminations proceed.',
    },
  ],
  ['oldRule', { value: 1, display: 'one', effective: '2014-01-01', ...sourced, checked: '2026-11-22', change: 'Long ago.' }],
  ['charge', { value: 5, display: '$5', effective: '2025-08-25', stayed: '2025-08-22', ...sourced, checked: '2026-11-24' }],
  ['noChange', { value: 1, display: 'one', effective: '2026-03-01', ...sourced, checked: '2026-11-22' }],
]);

describe('dates', () => {
  it('shifts by days and by months, clamping to the month’s last day', () => {
    expect(shiftDate('2026-12-07', { days: -60 })).toBe('2026-10-08');
    expect(shiftDate('2026-12-07', { months: -12 })).toBe('2025-12-07');
    expect(shiftDate('2026-08-31', { months: 6 })).toBe('2027-02-28');
  });

  it('reads the calendar day on HealthCare.gov’s clock and prints it long', () => {
    // 03:00 UTC on December 8 is still December 7 in New York.
    expect(easternToday(new Date('2026-12-08T03:00:00Z'))).toBe('2026-12-07');
    expect(longDate('2026-12-07')).toBe('December 7, 2026');
  });
});

describe('rules as of', () => {
  it('is the earliest day a quoted fact was checked, with the latest beside it', () => {
    expect(rulesAsOf(['oopMax', 'sepPause', 'oopMax'], facts, 2027)).toEqual({ asOf: '2026-11-25', latest: '2026-12-01' });
    expect(rulesAsOf(['stayOrder', 'oopMax'], facts, 2027)).toEqual({ asOf: '2026-06-25', latest: '2026-12-01' });
  });

  it('is nothing for a page that quotes no fact', () => {
    expect(rulesAsOf([], facts, 2027)).toBeUndefined();
    expect(rulesAsOf(['unknown'], facts, 2027)).toBeUndefined();
  });
});

describe('what changed', () => {
  it('lists the changes of the last twelve months and the next six by date, each start and each last day', () => {
    const changes = ruleChanges(facts, 2027, '2026-12-07');
    expect(changes.map((c) => [c.date, c.kind, c.name, c.text])).toEqual([
      ['2026-01-01', 'from', 'oopMax', 'The cap is $10,600.'],
      ['2026-06-25', 'from', 'stayOrder', 'A court lets the terminations proceed.'],
      ['2026-12-31', 'until', 'sepPause', 'The low-income period is paused.'],
      ['2027-01-01', 'from', 'oopMax', 'The cap rises to $12,000.'],
    ]);
  });

  it('leaves out what falls outside the window and facts with no change sentence', () => {
    const names = ruleChanges(facts, 2027, '2027-07-02').map((c) => c.name);
    expect(names).toEqual(['sepPause', 'oopMax']);
    expect(names).not.toContain('noChange');
  });
});

describe('a passage’s rule status', () => {
  it('marks a stay, an end and a start still to come, each once, stays first', () => {
    expect(ruleStatus(['oopMax', 'sepPause', 'charge', 'oldRule', 'charge'], facts, 2027, '2026-12-07')).toEqual([
      { kind: 'stayed' },
      { kind: 'until', date: '2026-12-31' },
      { kind: 'from', date: '2027-01-01' },
    ]);
  });

  it('leaves out a start already past, a date fact (a deadline), the previous plan year and unknown names', () => {
    expect(ruleStatus(['sepPause', 'stayOrder'], facts, 2027, '2026-01-01')).toEqual([{ kind: 'until', date: '2026-12-31' }]);
    expect(ruleStatus(['oopMax', 'oldRule', 'unknown'], facts, 2027, '2027-01-01')).toEqual([]);
    expect(ruleStatus(['oopMax'], facts, 2026, '2025-12-01')).toEqual([{ kind: 'from', date: '2026-01-01' }]);
  });
});
