import { describe, expect, it } from 'vitest';
import { subsidyRequestSchema } from '../../lib/subsidy/index.ts';
import { type CalculatorInputs, defaultMember, type MemberInputs, type PlanInputs } from './form.ts';
import { toRequestBody } from './request-body.ts';
import { miami, mixedStatus, offer, people, scenario } from './test-inputs.ts';

describe('toRequestBody', () => {
  it('never sends the names; sends the year-end incomes as numbers', () => {
    const body = toRequestBody({ ...scenario, yearEndIncomes: ['80000'], names: [{ first: 'Carlos', relation: '' }] });
    expect(body['yearEndIncomes']).toEqual([80000]);
    expect(JSON.stringify(body)).not.toContain('Carlos');
    expect(toRequestBody(scenario)).not.toHaveProperty('yearEndIncomes');
    expect(subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });
  /** A member at the defaults as sent: every field of the API's member. */
  const plainSent = {
    seekingCoverage: true,
    immigrationStatus: 'citizen',
    medicaidBarredByStatus: false,
    otherCoverage: 'none',
    dependant: false,
    americanIndianAlaskaNative: false,
  };
  it('sends ages while everyone is at the defaults and there is no offer', () => {
    expect(toRequestBody(scenario)).toEqual({
      income: 45000,
      familySize: 3,
      zipCode: '30301',
      year: 2027,
      ages: [42, 40, 12],
      benchmarkPremium: 1450.32,
    });
  });
  it('omits a blank income and benchmark, sends a blank age as null and odd text as typed', () => {
    const body = toRequestBody({ ...scenario, income: ' ', members: people('', 'x'), benchmarkPremium: '' });
    expect(body).toEqual({ income: undefined, familySize: 2, zipCode: '30301', year: 2027, ages: [null, 'x'] });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('income');
  });
  it('sends members, not ages, once anyone has details', () => {
    const body = toRequestBody(mixedStatus);
    expect(body).not.toHaveProperty('ages');
    expect(body['members']).toEqual([
      { ...plainSent, age: 34, immigrationStatus: 'not-lawfully-present' },
      { ...plainSent, age: 12 },
      { ...plainSent, age: 9 },
    ]);
    expect(body).not.toHaveProperty('jobOffers');
  });
  it('sends dependant and americanIndianAlaskaNative as ticked', () => {
    const members = [
      { ...defaultMember(0), americanIndianAlaskaNative: true },
      { ...defaultMember(1, '25'), dependant: true },
    ];
    expect(toRequestBody({ ...scenario, members })['members']).toEqual([
      { ...plainSent, age: 40, americanIndianAlaskaNative: true },
      { ...plainSent, age: 25, dependant: true },
    ]);
  });
  it('never sends a bar from Medicaid the form does not ask for that status and plan year', () => {
    const cofa = { ...defaultMember(0), immigrationStatus: 'cofa' as const, medicaidBarredByStatus: true };
    const refugee = { ...defaultMember(1), immigrationStatus: 'other-lawfully-present' as const, medicaidBarredByStatus: true };
    const lpr = { ...defaultMember(2), immigrationStatus: 'lpr' as const, medicaidBarredByStatus: true };
    const sent = (year: number) =>
      (toRequestBody({ ...scenario, year, members: [cofa, refugee, lpr] })['members'] as MemberInputs[]).map(
        (m) => m.medicaidBarredByStatus,
      );
    expect(sent(2026)).toEqual([false, true, true]);
    expect(sent(2027)).toEqual([false, false, true]);
  });
  it('sends members and jobOffers when there is an offer; a blank share is left out for the API to name', () => {
    const body = toRequestBody({ ...scenario, jobOffers: [offer({ familyMonthly: ' ', selfOnlyMonthly: '250.5' })] });
    expect(body).not.toHaveProperty('ages');
    expect(body['members']).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(body['jobOffers']))).toEqual([
      { employee: 0, selfOnlyMonthly: 250.5, familyMembers: [1, 2], minimumValue: true },
    ]);
  });
  it('sends a chosen county as countyFips', () => {
    expect(toRequestBody({ ...scenario, countyFips: '42129' })).toMatchObject({ countyFips: '42129' });
    expect(toRequestBody(scenario)).not.toHaveProperty('countyFips');
  });
  it('sends childrenOnMarketplace only when it is chosen', () => {
    expect(toRequestBody({ ...scenario, childrenOnMarketplace: true })).toMatchObject({ childrenOnMarketplace: true });
    expect(toRequestBody(scenario)).not.toHaveProperty('childrenOnMarketplace');
  });
  it('is accepted by the API schema for a complete scenario, with ages, members or offers', () => {
    const accepted = (inputs: CalculatorInputs) =>
      subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(toRequestBody(inputs)))).success;
    expect(accepted(scenario)).toBe(true);
    expect(accepted({ ...scenario, countyFips: '13121' })).toBe(true);
    expect(accepted(mixedStatus)).toBe(true);
    expect(accepted({ ...scenario, members: [{ ...defaultMember(0), dependant: true, americanIndianAlaskaNative: true }] })).toBe(true);
    expect(accepted({ ...scenario, jobOffers: [offer(), offer({ employee: 2, familyMonthly: '', familyMembers: [] })] })).toBe(false);
    expect(
      accepted({ ...scenario, jobOffers: [offer({ familyMembers: [1] }), offer({ employee: 2, familyMonthly: '', familyMembers: [] })] }),
    ).toBe(true);
  });
});

describe('toRequestBody with plans', () => {
  it('sends the plans, amounts as numbers and blanks left out, and whom the benchmark covers', () => {
    const body = toRequestBody(miami);
    expect(body).toMatchObject({
      benchmarkPremium: 1850,
      benchmarkMembers: [0, 1, 2, 3],
      plans: [
        { label: 'Blue Silver 73, HMO', metal: 'silver', monthlyPremium: 612.48, deductible: 4800, outOfPocketMax: 9200 },
        { label: 'Gold', metal: 'gold', monthlyPremium: 760 },
      ],
    });
    expect(JSON.parse(JSON.stringify(body)).plans[1]).toEqual({ label: 'Gold', metal: 'gold', monthlyPremium: 760 });
    expect(subsidyRequestSchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });

  it('sends whom the benchmark covers only with a benchmark, and no plans when there are none', () => {
    const body = toRequestBody({ ...miami, benchmarkPremium: ' ', plans: [] });
    expect(body).not.toHaveProperty('benchmarkMembers');
    expect(body).not.toHaveProperty('plans');
    expect(toRequestBody({ ...miami, benchmarkMembers: null })).not.toHaveProperty('benchmarkMembers');
  });

  it('leaves a premium that is not a number as typed, for the API to name', () => {
    const plans = [{ ...(miami.plans[0] as PlanInputs), monthlyPremium: '-5' }];
    expect((toRequestBody({ ...miami, plans })['plans'] as { monthlyPremium: unknown }[])[0]?.monthlyPremium).toBe('-5');
  });
});
