import { describe, expect, it } from 'vitest';
import { subsidyRequestSchema, toIssues } from './schema.ts';

const valid = { income: 45000, familySize: 3, zipCode: '30301' };
/** Offers name members by position, so a request with offers lists the household. */
const listed = { ...valid, ages: [40, 38, 12] };
const three = [{ age: 40 }, { age: 38 }, { age: 12 }];

function issues(input: unknown) {
  const parsed = subsidyRequestSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return toIssues(parsed.error);
}

describe('members and jobOffers: accepted', () => {
  it('fills each member’s defaults: seeking coverage, a citizen, not barred, no other coverage, not a dependant', () => {
    expect(subsidyRequestSchema.parse({ ...valid, members: three }).members).toEqual(
      three.map(({ age }) => ({
        age,
        seekingCoverage: true,
        immigrationStatus: 'citizen',
        medicaidBarredByStatus: false,
        otherCoverage: 'none',
        dependant: false,
        americanIndianAlaskaNative: false,
      })),
    );
    expect(
      subsidyRequestSchema.parse({ ...valid, members: [...three.slice(0, 2), { age: 25, dependant: true }] }).members?.[2],
    ).toMatchObject({
      dependant: true,
    });
  });

  it('every field of a member and an offer', () => {
    const members = [
      { age: 40, seekingCoverage: true, immigrationStatus: 'lpr', medicaidBarredByStatus: true, otherCoverage: 'none' },
      { age: 38, seekingCoverage: false, immigrationStatus: 'not-lawfully-present', otherCoverage: 'none' },
      { age: 12, immigrationStatus: 'citizen', otherCoverage: 'medicaid-chip' },
    ];
    const jobOffers = [{ employee: 0, selfOnlyMonthly: 120.5, familyMonthly: 600, familyMembers: [2], minimumValue: false }];
    const parsed = subsidyRequestSchema.parse({ ...valid, members, jobOffers });
    expect(parsed.jobOffers).toEqual(jobOffers);
    expect(parsed.members?.[1]).toMatchObject({ seekingCoverage: false, medicaidBarredByStatus: false });
  });

  it('barred from Medicaid by status for the statuses the law leaves it open to', () => {
    for (const immigrationStatus of ['lpr', 'other-lawfully-present', 'daca', 'not-lawfully-present'] as const) {
      const members = [{ age: 40, immigrationStatus, medicaidBarredByStatus: true }, { age: 38 }, { age: 12 }];
      expect(subsidyRequestSchema.parse({ ...valid, members }).members?.[0]?.medicaidBarredByStatus).toBe(true);
    }
  });

  it('an offer with only the self-only share reaches nobody else and meets minimum value', () => {
    expect(subsidyRequestSchema.parse({ ...listed, jobOffers: [{ employee: 2, selfOnlyMonthly: 0 }] }).jobOffers).toEqual([
      { employee: 2, selfOnlyMonthly: 0, familyMembers: [], minimumValue: true },
    ]);
  });
});

describe('members and jobOffers: every problem named by its exact path', () => {
  it.each([
    [
      { members: [{ age: 40 }, { age: 38 }] },
      'members',
      'members must list every household member: familySize is 3 but 2 members were given',
    ],
    [{ members: three, ages: [40, 38, 12] }, 'members', 'Send either ages or members, not both: members carries each member’s age'],
    [{ members: 'three' }, 'members', 'members must be a list of members, one per household member (got "three")'],
    [{ members: [{ age: 40 }, { age: -1 }, { age: 12 }] }, 'members.1.age', 'age must be a whole number of years from 0 to 120 (got -1)'],
    [{ members: [{ age: 40 }, {}, { age: 12 }] }, 'members.1.age', 'age is required: a whole number of years from 0 to 120'],
    [
      { members: [{ age: 40 }, { age: 38 }, { age: 12, immigrationStatus: 'refugee' }] },
      'members.2.immigrationStatus',
      'immigrationStatus must be one of citizen, lpr, cuban-haitian-entrant, cofa, other-lawfully-present, daca, not-lawfully-present (got "refugee")',
    ],
    [
      { members: [{ age: 40, otherCoverage: 'medicaid' }, { age: 38 }, { age: 12 }] },
      'members.0.otherCoverage',
      'otherCoverage must be one of none, medicare, medicaid-chip, tricare, va, job-based-enrolled, other (got "medicaid")',
    ],
    [
      { members: [{ age: 40, seekingCoverage: 'no' }, { age: 38 }, { age: 12 }] },
      'members.0.seekingCoverage',
      'seekingCoverage must be true or false (got "no")',
    ],
    [
      { members: [{ age: 40, medicaidBarredByStatus: 1 }, { age: 38 }, { age: 12 }] },
      'members.0.medicaidBarredByStatus',
      'medicaidBarredByStatus must be true or false (got 1)',
    ],
    [
      { members: [{ age: 40 }, { age: 38, medicaidBarredByStatus: true }, { age: 12 }] },
      'members.1.medicaidBarredByStatus',
      'medicaidBarredByStatus applies only to a noncitizen: give the immigrationStatus that bars this member from Medicaid',
    ],
    [
      { members: [{ age: 40 }, { age: 38, immigrationStatus: 'cuban-haitian-entrant', medicaidBarredByStatus: true }, { age: 12 }] },
      'members.1.medicaidBarredByStatus',
      'medicaidBarredByStatus cannot be true for a Cuban or Haitian entrant, who can get Medicaid and CHIP without the five-year wait: leave it false, or give the immigrationStatus that bars this member from Medicaid',
    ],
    [
      { members: [{ age: 40 }, { age: 38 }, { age: 12, immigrationStatus: 'cofa', medicaidBarredByStatus: true }] },
      'members.2.medicaidBarredByStatus',
      'medicaidBarredByStatus cannot be true for a COFA migrant, who can get Medicaid and CHIP without a waiting period: leave it false, or give the immigrationStatus that bars this member from Medicaid',
    ],
    [
      { members: [{ age: 40, status: 'lpr' }, { age: 38 }, { age: 12 }] },
      'members.0.status',
      'Unknown field "status"; each member has age (and optionally seekingCoverage, immigrationStatus, medicaidBarredByStatus, otherCoverage, dependant and americanIndianAlaskaNative)',
    ],
    [
      { members: [{ age: 40 }, { age: 38 }, { age: 12, dependant: 'yes' }] },
      'members.2.dependant',
      'dependant must be true or false (got "yes")',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 3, selfOnlyMonthly: 100 }] },
      'jobOffers.0.employee',
      'employee is position 3, but the household has 3 members (positions 0 to 2)',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMonthly: 400, familyMembers: [1, 5] }] },
      'jobOffers.0.familyMembers.1',
      'familyMembers is position 5, but the household has 3 members (positions 0 to 2)',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMonthly: 400, familyMembers: [0] }] },
      'jobOffers.0.familyMembers.0',
      'member 0 is already listed at jobOffers.0.employee; list each member under one job-based offer only',
    ],
    [
      {
        ages: [40, 38, 12],
        jobOffers: [
          { employee: 0, selfOnlyMonthly: 100, familyMonthly: 400, familyMembers: [1, 2] },
          { employee: 1, selfOnlyMonthly: 90 },
        ],
      },
      'jobOffers.1.employee',
      'member 1 is already listed at jobOffers.0.familyMembers.0; list each member under one job-based offer only',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMembers: [1] }] },
      'jobOffers.0.familyMonthly',
      'familyMonthly is required when familyMembers lists anyone: the family members are tested on the family share',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: -5 }] },
      'jobOffers.0.selfOnlyMonthly',
      "selfOnlyMonthly must be the employee's monthly share in US dollars, from 0 to 100,000 (got -5)",
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 10, familyMonthly: '400' }] },
      'jobOffers.0.familyMonthly',
      'familyMonthly must be the employee\'s monthly share in US dollars, from 0 to 100,000 (got "400")',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ selfOnlyMonthly: 10 }] },
      'jobOffers.0.employee',
      "employee is required: the member's position, a whole number from 0 to 19",
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 1.5, selfOnlyMonthly: 10 }] },
      'jobOffers.0.employee',
      "employee must be the member's position, a whole number from 0 to 19 (got 1.5)",
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 10, familyMonthly: 20, familyMembers: ['1'] }] },
      'jobOffers.0.familyMembers.0',
      'a member position must be a whole number from 0 to 19 (got "1")',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 10, minimumValue: 'yes' }] },
      'jobOffers.0.minimumValue',
      'minimumValue must be true or false (got "yes")',
    ],
    [{ jobOffers: { employee: 0 } }, 'jobOffers', 'jobOffers must be a list of job-based offers (got an object)'],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMonthly: 400 }] },
      'jobOffers.0.familyMembers',
      'familyMembers lists nobody, but familyMonthly is given: list the members the family plan covers (the family share is tested on them), or leave familyMonthly out',
    ],
    [
      { ages: [40, 38, 12], jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMonthly: 400, familyMembers: [] }] },
      'jobOffers.0.familyMembers',
      'familyMembers lists nobody, but familyMonthly is given: list the members the family plan covers (the family share is tested on them), or leave familyMonthly out',
    ],
    [
      { jobOffers: [{ employee: 0, selfOnlyMonthly: 100 }] },
      'jobOffers',
      'jobOffers need ages or members: an offer names members by their position, so list each member’s age (ages) or each member (members)',
    ],
  ])('%j -> %s', (extra, path, message) => {
    expect(issues({ ...valid, ...extra })).toEqual([{ path, message }]);
  });

  it('offers with ages or members are fine; an empty list of offers needs neither', () => {
    const offer = { employee: 0, selfOnlyMonthly: 100 };
    expect(subsidyRequestSchema.safeParse({ ...valid, ages: [40, 38, 12], jobOffers: [offer] }).success).toBe(true);
    expect(subsidyRequestSchema.safeParse({ ...valid, members: three, jobOffers: [offer] }).success).toBe(true);
    expect(subsidyRequestSchema.safeParse({ ...valid, jobOffers: [] }).success).toBe(true);
    // A bad members list is named on its own, not as missing.
    expect(issues({ ...valid, members: [{ age: 40 }], jobOffers: [offer] }).map((i) => i.path)).toEqual(['members']);
  });

  it('reports household problems beside problems elsewhere in one answer', () => {
    expect(issues({ ...valid, income: -1, members: [{ age: 40 }] }).map((i) => i.path)).toEqual(['income', 'members']);
  });
});
