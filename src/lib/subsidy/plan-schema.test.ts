import { describe, expect, it } from 'vitest';
import { subsidyRequestSchema, toIssues } from './schema.ts';

const household = { income: 68000, familySize: 4, zipCode: '33101', year: 2027, ages: [44, 41, 12, 8] } as const;
const plan = { label: 'Silver 3000', metal: 'silver', monthlyPremium: 640.12 } as const;

function issues(input: unknown) {
  const parsed = subsidyRequestSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return toIssues(parsed.error);
}

describe('plans', () => {
  it('takes up to five, each trimmed, with the optional deductible and out-of-pocket maximum', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...plan, label: `  Plan ${i + 1} ` }));
    const parsed = subsidyRequestSchema.parse({ ...household, plans: five });
    expect(parsed.plans?.map((p) => p.label)).toEqual(['Plan 1', 'Plan 2', 'Plan 3', 'Plan 4', 'Plan 5']);
    const full = { ...plan, monthlyPremium: 0, deductible: 5000, outOfPocketMax: 5000 };
    expect(subsidyRequestSchema.parse({ ...household, plans: [full] }).plans).toEqual([full]);
    expect(subsidyRequestSchema.safeParse({ ...household, plans: [{ ...plan, monthlyPremium: 100_000 }] }).success).toBe(true);
    expect(subsidyRequestSchema.safeParse({ ...household, plans: [{ ...plan, label: 'x'.repeat(60) }] }).success).toBe(true);
  });

  it('refuses a sixth plan on plans', () => {
    expect(issues({ ...household, plans: Array.from({ length: 6 }, () => plan) })).toEqual([
      { path: 'plans', message: 'plans must be a list of up to 5 plans to compare (got a list)' },
    ]);
  });

  it.each([
    [
      { monthlyPremium: -0.01 },
      'plans.0.monthlyPremium',
      /^monthlyPremium must be the plan’s monthly premium .* from 0 to 100,000 \(got -0.01\)$/,
    ],
    [{ monthlyPremium: 100_000.01 }, 'plans.0.monthlyPremium', /monthlyPremium must be/],
    [{ monthlyPremium: '640' }, 'plans.0.monthlyPremium', /\(got "640"\)$/],
    [{ metal: 'gold-plus' }, 'plans.0.metal', /^metal must be one of catastrophic, bronze, silver, gold, platinum \(got "gold-plus"\)$/],
    [{ label: '   ' }, 'plans.0.label', /^label must be the plan’s name as the agent reads it, 1 to 60 characters/],
    [{ label: 'x'.repeat(61) }, 'plans.0.label', /^label must be/],
    [{ deductible: -1 }, 'plans.0.deductible', /^deductible must be the plan’s yearly deductible in US dollars, from 0 to 1,000,000/],
    [{ outOfPocketMax: 1_000_001 }, 'plans.0.outOfPocketMax', /^outOfPocketMax must be the plan’s yearly out-of-pocket maximum/],
    [{ tier: 'family' }, 'plans.0.tier', /^Unknown field "tier"; each plan has label, metal and monthlyPremium/],
  ])('names the field of a bad plan: %j', (bad, path, message) => {
    expect(issues({ ...household, plans: [plan, { ...plan, ...bad }] })).toEqual([
      { path: path.replace('.0.', '.1.'), message: expect.stringMatching(message) },
    ]);
  });

  it('refuses a missing premium, and a plan that is not an object', () => {
    expect(issues({ ...household, plans: [{ label: 'A', metal: 'gold' }] })).toEqual([
      { path: 'plans.0.monthlyPremium', message: expect.stringMatching(/^monthlyPremium is required: the plan’s monthly premium/) },
    ]);
    expect(issues({ ...household, plans: ['Silver'] })[0]?.path).toBe('plans.0');
  });

  it('refuses a deductible over the plan’s out-of-pocket maximum, on the deductible', () => {
    expect(issues({ ...household, plans: [plan, { ...plan, deductible: 9000.5, outOfPocketMax: 9000 }] })).toEqual([
      {
        path: 'plans.1.deductible',
        message:
          'deductible, $9,000.5, is more than the plan’s outOfPocketMax, $9,000: the deductible counts toward the out-of-pocket maximum, so it cannot be larger; check both figures',
      },
    ]);
  });
});

describe('benchmarkMembers', () => {
  const entered = { ...household, benchmarkPremium: 1850 };

  it('takes the positions the premium covers', () => {
    expect(subsidyRequestSchema.parse({ ...entered, benchmarkMembers: [3, 0, 1, 2] }).benchmarkMembers).toEqual([3, 0, 1, 2]);
    const members = { income: 68000, familySize: 2, zipCode: '33101', members: [{ age: 44 }, { age: 41 }] };
    expect(subsidyRequestSchema.safeParse({ ...members, benchmarkPremium: 900, benchmarkMembers: [1] }).success).toBe(true);
  });

  it.each([
    [
      { ...household, benchmarkMembers: [0] },
      'benchmarkMembers',
      /^benchmarkMembers says whom benchmarkPremium covers, but no benchmarkPremium/,
    ],
    [{ ...entered, ages: undefined, benchmarkMembers: [0] }, 'benchmarkMembers', /^benchmarkMembers need ages or members/],
    [{ ...entered, benchmarkMembers: [] }, 'benchmarkMembers', /^benchmarkMembers lists nobody/],
    [
      { ...entered, benchmarkMembers: [0, 4] },
      'benchmarkMembers.1',
      /^benchmarkMembers is position 4, but the household has 4 members \(positions 0 to 3\)$/,
    ],
    [{ ...entered, benchmarkMembers: [1, 2, 1] }, 'benchmarkMembers.2', /^member 1 is listed twice in benchmarkMembers/],
    [{ ...entered, benchmarkMembers: [0.5] }, 'benchmarkMembers.0', /^benchmarkMembers must be a list of the 0-based positions/],
    [{ ...entered, benchmarkMembers: 'all' }, 'benchmarkMembers', /\(got "all"\)$/],
  ])('refuses %j on %s', (input, path, message) => {
    expect(issues(input)).toEqual([{ path, message: expect.stringMatching(message) }]);
  });

  it('leaves a bad benchmarkPremium to its own message', () => {
    expect(issues({ ...household, benchmarkPremium: -5, benchmarkMembers: [0] }).map((i) => i.path)).toEqual(['benchmarkPremium']);
  });
});
