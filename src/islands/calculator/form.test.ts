import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultAges as engineDefaultAges, subsidyRequestSchema } from '../../lib/subsidy/index.ts';
import { defaultPlanYear } from '../../lib/subsidy/rules.ts';
import {
  DEFAULT_INPUTS,
  defaultAge,
  defaultMember,
  hasNames,
  isPlainMember,
  type JobOfferInputs,
  MAX_MEMBERS,
  MEMBER_FIELDS,
  type MemberInputs,
  OFFER_FIELDS,
  PLAN_FIELDS,
  type PlanInputs,
  resizeHousehold,
  trimNames,
} from './form.ts';
import { ages, offer, people } from './test-inputs.ts';

describe('agreement with the engine', () => {
  it('lists every field of the API’s member, offer and plan, once', () => {
    expectTypeOf<(typeof MEMBER_FIELDS)[number]>().toEqualTypeOf<keyof MemberInputs>();
    expectTypeOf<(typeof OFFER_FIELDS)[number]>().toEqualTypeOf<keyof JobOfferInputs>();
    expectTypeOf<(typeof PLAN_FIELDS)[number]>().toEqualTypeOf<keyof PlanInputs>();
    for (const fields of [MEMBER_FIELDS, OFFER_FIELDS, PLAN_FIELDS]) expect(new Set(fields).size).toBe(fields.length);
  });
  it('takes a member with nothing but an age as plain, and any detail as not', () => {
    expect(isPlainMember(defaultMember(0, '61'))).toBe(true);
    expect(isPlainMember({ ...defaultMember(0), dependant: true })).toBe(false);
    expect(isPlainMember({ ...defaultMember(0), seekingCoverage: false })).toBe(false);
    expect(isPlainMember({ ...defaultMember(0), immigrationStatus: 'lpr' })).toBe(false);
  });
  it('defaults to the plan year the API assumes and assumes the same ages', () => {
    expect(DEFAULT_INPUTS.year).toBe(defaultPlanYear());
    for (let n = 1; n <= MAX_MEMBERS; n++) expect(Array.from({ length: n }, (_, i) => defaultAge(i))).toEqual(engineDefaultAges(n));
  });
  it('takes a member it is told nothing about as the API does', () => {
    const parsed = subsidyRequestSchema.parse({ income: 1, familySize: 1, zipCode: '30301', members: [{ age: 40 }] });
    expect(parsed.members?.[0]).toEqual({ ...defaultMember(0), age: 40 });
  });
});

describe('resizeHousehold', () => {
  const household = (...list: string[]) => ({ members: people(...list), jobOffers: [] });
  it('keeps entered members and fills new places with the default age for their place', () => {
    expect(ages(resizeHousehold(household('40'), 2))).toEqual(['40', '40']);
    expect(ages(resizeHousehold(household('55', '52'), 4))).toEqual(['55', '52', '10', '10']);
    expect(ages(resizeHousehold(household('55', '52', '17'), 1))).toEqual(['55']);
  });
  it('keeps a member’s details while the member stays', () => {
    const members = [defaultMember(0), { ...defaultMember(1), otherCoverage: 'medicare' as const }];
    expect(resizeHousehold({ members, jobOffers: [] }, 3).members[1]?.otherCoverage).toBe('medicare');
  });
  it('stays within 1-20 members', () => {
    expect(resizeHousehold(household(), 0).members).toHaveLength(1);
    expect(resizeHousehold(household(), 99).members).toHaveLength(20);
    expect(resizeHousehold(household(), 2.5).members).toHaveLength(1);
  });
  it('drops the offers and the family members who are no longer in the household', () => {
    const jobOffers = [offer({ familyMembers: [1, 3] }), offer({ employee: 2, familyMembers: [] })];
    expect(resizeHousehold({ members: people('40', '40', '10', '10'), jobOffers }, 2).jobOffers).toEqual([offer({ familyMembers: [1] })]);
  });
});

describe('the summary’s names', () => {
  it('trims the blank names at the end, and knows when anyone is named', () => {
    const blank = { first: ' ', relation: '' as const };
    expect(trimNames([blank, { first: '', relation: 'child' }, blank])).toEqual([blank, { first: '', relation: 'child' }]);
    expect(hasNames({ names: [blank] })).toBe(false);
    expect(hasNames({ names: [blank, { first: 'Ana', relation: '' }] })).toBe(true);
  });
});
