import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Issue } from '#lib/issue.ts';
import * as engine from '#subsidy';
import { subsidyResultSchema } from '#subsidy';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { testContent } from '../../test-content.ts';

vi.mock('#subsidy', { spy: true });

// Before 1 November 2026, so a request without a year means plan year 2026.
const app = createApp({ content: testContent, logLevel: 'silent', rateLimit: false, clock: () => new Date('2026-07-01T12:00:00Z') });

function post(body: unknown, init: RequestInit = {}) {
  return app.request('/api/subsidy-calculation', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

afterEach(() => {
  vi.mocked(engine.calculateSubsidy).mockRestore();
});

describe('POST /api/subsidy-calculation', () => {
  it("answers the engine's whole result for the home calculator's three fields", async () => {
    const res = await post({ income: 45_000, familySize: 3, zipCode: '30301' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // Strict: a field the engine adds without documenting it fails here, not in a client.
    const result = subsidyResultSchema.strict().parse(await res.json());
    expect(result).toMatchObject({
      year: 2026,
      state: 'GA',
      benchmarkSource: 'rating-area',
      county: { fips: '13121', name: 'Fulton County' },
      ratingArea: 3,
    });
    expect(result.subsidy).toBeGreaterThanOrEqual(0);
    expect(engine.calculateSubsidy).toHaveBeenCalledWith(
      { income: 45_000, familySize: 3, zipCode: '30301' },
      { now: new Date('2026-07-01T12:00:00Z') },
    );
  });

  it('passes the whole contract through: year, ages, benchmark premium, spaces around the ZIP', async () => {
    const res = await post({ income: 60_000, familySize: 2, zipCode: ' 10001-1234 ', year: 2025, ages: [50, 48], benchmarkPremium: 1_500 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ year: 2025, state: 'NY', benchmarkSource: 'provided', benchmarkPremium: 1_500 });
  });

  it('answers 400 naming every bad field', async () => {
    const res = await post({ income: -1, familySize: 0, zipCode: 'abc', ages: [1] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('Invalid request body');
    expect(body.issues.map((i: Issue) => i.path)).toEqual(['income', 'familySize', 'zipCode']);
    expect(engine.calculateSubsidy).not.toHaveBeenCalled();
  });

  it('leaves children likely covered by Medicaid or CHIP out, and childrenOnMarketplace prices them in', async () => {
    // Cook County IL, 187.88 % of the poverty line: both children within Illinois's 318 % limit.
    const family = { income: 62_000, familySize: 4, zipCode: '60614', year: 2027, ages: [40, 40, 10, 10] };
    const out = await (await post(family)).json();
    expect(out).toMatchObject({ subsidy: 689.74, benchmarkPremium: 1009.04, medicaidChipMembers: [2, 3] });
    expect(out.notes.join(' ')).toContain("Illinois's Medicaid/CHIP agency");
    expect(out.outcomeNotes).toEqual([
      'The client is expected to pay 6.18% of income toward the benchmark silver plan: $3,831.60 a year, $319.30 a month.',
      'Premium tax credit: benchmark $1,009.04 minus expected contribution $319.30 = $689.74 a month.',
    ]);
    const priced = await (await post({ ...family, childrenOnMarketplace: true })).json();
    expect(priced).toMatchObject({ subsidy: 1293.74, benchmarkPremium: 1613.04, medicaidChipMembers: [] });
  });

  it.each([['yes'], [1], [null], [{}]])('answers 400 naming childrenOnMarketplace for %j', async (value) => {
    const res = await post({ income: 62_000, familySize: 4, zipCode: '60614', childrenOnMarketplace: value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([
      { path: 'childrenOnMarketplace', message: expect.stringContaining('childrenOnMarketplace must be true or false') },
    ]);
  });

  it('prices the coverage family only: members and job-based offers in, each member’s reason out', async () => {
    // An undocumented parent with citizen children in Houston, plan year 2027: only the children are priced.
    const res = await post({
      income: 62_000,
      familySize: 3,
      zipCode: '77002',
      year: 2027,
      members: [{ age: 34, immigrationStatus: 'not-lawfully-present' }, { age: 12 }, { age: 9 }],
    });
    expect(res.status).toBe(200);
    const result = subsidyResultSchema.strict().parse(await res.json());
    expect(result).toMatchObject({ subsidy: 413.52, benchmarkPremium: 816, coverageFamily: [1, 2], months: { first: 1, last: 12 } });
    expect(result.members.map(({ inCoverageFamily, reason }) => [inCoverageFamily, reason])).toEqual([
      [false, 'cannot-enroll'],
      [true, null],
      [true, null],
    ]);
    expect(result.notes.some((n) => n.startsWith('Person 1 (age 34) is not in the benchmark: not lawfully present'))).toBe(true);

    const offered = await (
      await post({
        // $70,000 in 2027: 10.22 % is $596.17 a month; both shares are within it.
        income: 70_000,
        familySize: 2,
        zipCode: '30303',
        year: 2027,
        members: [{ age: 40 }, { age: 38 }],
        jobOffers: [{ employee: 0, selfOnlyMonthly: 250, familyMonthly: 500, familyMembers: [1] }],
      })
    ).json();
    expect(offered).toMatchObject({ eligibility: 'no-eligible-members', outcome: 'no-eligible-members', subsidy: 0, coverageFamily: [] });
  });

  it('answers 400 naming the exact path of a bad member or offer, and never calls the engine', async () => {
    const res = await post({
      income: 62_000,
      familySize: 3,
      zipCode: '77002',
      members: [{ age: 34 }, { age: 12 }, { age: 9, immigrationStatus: 'refugee' }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMonthly: 300, familyMembers: [1, 7] }],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues.map((i: Issue) => i.path)).toEqual(['members.2.immigrationStatus', 'jobOffers.0.familyMembers.1']);
    const both = await (await post({ income: 1, familySize: 1, zipCode: '77002', ages: [30], members: [{ age: 30 }] })).json();
    expect(both.issues).toEqual([{ path: 'members', message: expect.stringContaining('Send either ages or members, not both') }]);
    const entrant = await post({
      income: 19_000,
      familySize: 1,
      zipCode: '43215',
      members: [{ age: 30, immigrationStatus: 'cuban-haitian-entrant', medicaidBarredByStatus: true }],
    });
    expect(entrant.status).toBe(400);
    expect((await entrant.json()).issues).toEqual([
      { path: 'members.0.medicaidBarredByStatus', message: expect.stringContaining('cannot be true for a Cuban or Haitian entrant') },
    ]);
    // Requests that used to change the money silently: a family share that reaches nobody, offers
    // naming members nobody listed.
    const noFamily = await post({
      income: 62_000,
      familySize: 2,
      zipCode: '30303',
      members: [{ age: 40 }, { age: 38 }],
      jobOffers: [{ employee: 0, selfOnlyMonthly: 100, familyMonthly: 300, familyMembers: [] }],
    });
    expect(noFamily.status).toBe(400);
    expect((await noFamily.json()).issues).toEqual([
      { path: 'jobOffers.0.familyMembers', message: expect.stringContaining('familyMembers lists nobody, but familyMonthly is given') },
    ]);
    const unlisted = await post({ income: 62_000, familySize: 2, zipCode: '30303', jobOffers: [{ employee: 0, selfOnlyMonthly: 100 }] });
    expect(unlisted.status).toBe(400);
    expect((await unlisted.json()).issues).toEqual([
      { path: 'jobOffers', message: expect.stringContaining('jobOffers need ages or members') },
    ]);
    expect(engine.calculateSubsidy).not.toHaveBeenCalled();
  });

  it('answers 400 naming an unknown field rather than ignoring it', async () => {
    const res = await post({ income: 45_000, familySize: 3, zipCode: '30301', planYear: 2026 });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([{ path: 'planYear', message: expect.stringContaining('Unknown field "planYear"') }]);
    expect(engine.calculateSubsidy).not.toHaveBeenCalled();
  });

  it('answers 400 when ages and family size disagree', async () => {
    const body = await (await post({ income: 40_000, familySize: 3, zipCode: '30301', ages: [40] })).json();
    expect(body.issues).toEqual([{ path: 'ages', message: expect.stringContaining('one age per household member') }]);
  });

  it.each([
    ['Puerto Rico', '00601'],
    ['a military ZIP', '09001'],
    ['an unassigned prefix', '00000'],
  ])('answers 400 for %s, whose ZIP has no state', async (_name, zipCode) => {
    const res = await post({ income: 40_000, familySize: 1, zipCode });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0].path).toBe('zipCode');
  });

  it('answers 413, 415 and 400 for bodies that never reach the schema', async () => {
    expect((await post({ income: 1, familySize: 1, zipCode: '30301', pad: 'x'.repeat(17_000) })).status).toBe(413);
    expect((await post('income=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await post('{"income":')).status).toBe(400);
  });

  it('answers 405 with Allow: POST for a GET', async () => {
    const res = await app.request('/api/subsidy-calculation');
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST, OPTIONS');
    expect((await res.json()).error).toMatch(/GET not allowed/);
  });

  it('answers a generic 500 when the engine throws, the detail only in the log', async () => {
    vi.mocked(engine.calculateSubsidy).mockImplementation(() => {
      throw new RangeError('table for 2031 missing at row 7');
    });
    const lines: string[] = [];
    const logged = createApp({
      content: testContent,
      rateLimit: false,
      logger: createLogger({ destination: { write: (l: string) => lines.push(l) } }),
    });
    const res = await logged.request('/api/subsidy-calculation', {
      method: 'POST',
      body: JSON.stringify({ income: 45_000, familySize: 3, zipCode: '30301' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', issues: [] });
    expect(text).not.toMatch(/2031|RangeError/);
    expect(lines.join('\n')).toContain('table for 2031 missing at row 7');
  });
});
