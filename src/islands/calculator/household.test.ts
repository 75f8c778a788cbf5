import { describe, expect, it } from 'vitest';
import { defaultMember, type JobOfferInputs, type MemberInputs } from './form.ts';
import { familyOf, refusedOffers, withMember, withName, withOffer, withoutOffer } from './household.ts';

const members = [defaultMember(0), defaultMember(1), defaultMember(2)];
const offer: JobOfferInputs = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '900', familyMembers: [1, 2], minimumValue: true };
const aged = (...ages: string[]): MemberInputs[] => ages.map((age, i) => defaultMember(i, age));
const blankOffer: JobOfferInputs = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '', familyMembers: [], minimumValue: true };

describe('withMember', () => {
  it('changes one member only', () => {
    const changed = withMember(members, 1, { otherCoverage: 'medicare', age: '66' }, 2027).members;
    expect(changed[1]).toEqual({ ...defaultMember(1), age: '66', otherCoverage: 'medicare' });
    expect([changed[0], changed[2]]).toEqual([members[0], members[2]]);
  });
  it('keeps the bar from Medicaid while the status and plan year ask it, and drops it when they do not', () => {
    const barred = withMember(members, 0, { immigrationStatus: 'lpr', medicaidBarredByStatus: true }, 2027).members;
    expect(barred[0]).toMatchObject({ immigrationStatus: 'lpr', medicaidBarredByStatus: true });
    const to = (status: MemberInputs['immigrationStatus'], year: number) =>
      withMember(barred, 0, { immigrationStatus: status }, year).members[0]?.medicaidBarredByStatus;
    expect(to('other-lawfully-present', 2026)).toBe(true);
    expect(to('other-lawfully-present', 2027)).toBe(false);
    expect(to('daca', 2025)).toBe(true);
    expect(to('daca', 2026)).toBe(false);
    for (const status of ['citizen', 'cuban-haitian-entrant', 'cofa', 'not-lawfully-present'] as const)
      expect(to(status, 2025)).toBe(false);
    expect(withMember(members, 0, { medicaidBarredByStatus: true }, 2025).members[0]?.medicaidBarredByStatus).toBe(false);
  });
});

describe('familyOf: whom a family plan covers at first', () => {
  it('covers the other of the couple and the children for either of the couple', () => {
    expect(familyOf(aged('40', '38', '10', '7'), 0)).toEqual([1, 2, 3]);
    expect(familyOf(aged('40', '38', '10', '7'), 1)).toEqual([0, 2, 3]);
  });
  it('takes the first two people of 18 or older as the couple, and anyone else under 26 as a child', () => {
    // A child listed before the second adult; an adult child of 22; a grandparent of 70.
    expect(familyOf(aged('40', '12', '38', '22', '70'), 0)).toEqual([1, 2, 3]);
    expect(familyOf(aged('40', '12', '38', '22', '70'), 2)).toEqual([0, 1, 3]);
    // A single parent.
    expect(familyOf(aged('35', '8', '4'), 0)).toEqual([1, 2]);
    // A young couple: both under 26, still the couple.
    expect(familyOf(aged('24', '23', '1'), 1)).toEqual([0, 2]);
  });
  it('covers nobody for an offer to anyone else, and leaves out people another offer names', () => {
    expect(familyOf(aged('40', '38', '22'), 2)).toEqual([]);
    expect(familyOf(aged('40', '38', '70'), 2)).toEqual([]);
    expect(familyOf(aged('40', '38', '10', '7'), 0, new Set([1]))).toEqual([2, 3]);
  });
  it('skips an age that is not a whole number', () => {
    expect(familyOf(aged('40', '', '10', 'x'), 0)).toEqual([2]);
    expect(familyOf(aged('', '38', '10'), 1)).toEqual([2]);
  });
});

describe('withOffer and withoutOffer', () => {
  it('never lists the employee in the family, and lists the family in order', () => {
    expect(withOffer([offer], 0, { employee: 2 }, aged('40', '40', '40')).jobOffers).toEqual([
      { ...offer, employee: 2, familyMembers: [] },
    ]);
    expect(withOffer([{ ...offer, familyMonthly: '' }], 0, { employee: 2 }, members).jobOffers[0]?.familyMembers).toEqual([1]);
    expect(withOffer([offer], 0, { familyMembers: [2, 1, 0] }, members).jobOffers[0]?.familyMembers).toEqual([1, 2]);
  });
  it('ticks the family when a family share is typed into an offer that had none and nobody ticked', () => {
    const family = aged('40', '38', '10', '7');
    expect(withOffer([blankOffer], 0, { familyMonthly: '9' }, family).jobOffers[0]).toEqual({
      ...blankOffer,
      familyMonthly: '9',
      familyMembers: [1, 2, 3],
    });
    // Typing on: what was ticked or unticked stays.
    const unticked = { ...blankOffer, familyMonthly: '9' };
    expect(withOffer([unticked], 0, { familyMonthly: '90' }, family).jobOffers[0]?.familyMembers).toEqual([]);
    const some = { ...blankOffer, familyMembers: [2] };
    expect(withOffer([some], 0, { familyMonthly: '900' }, family).jobOffers[0]?.familyMembers).toEqual([2]);
    // Spaces are not a share.
    expect(withOffer([blankOffer], 0, { familyMonthly: ' ' }, family).jobOffers[0]?.familyMembers).toEqual([]);
  });
  it('leaves out the people another offer names, and ticks again for a new employee', () => {
    const family = aged('40', '38', '10', '7');
    const other = { ...blankOffer, employee: 3 };
    expect(withOffer([other, blankOffer], 1, { familyMonthly: '900' }, family).jobOffers[1]?.familyMembers).toEqual([1, 2]);
    const first = { ...offer, familyMembers: [2] };
    expect(withOffer([first], 0, { employee: 1 }, family).jobOffers[0]?.familyMembers).toEqual([0, 2, 3]);
  });
  it('removes one offer; the next moves up', () => {
    const second = { ...offer, employee: 1, familyMembers: [] };
    expect(withoutOffer([offer, second], 0).jobOffers).toEqual([second]);
  });
});

describe('refusedOffers: refused before anything is sent', () => {
  it('lets through offers whose family share is blank or covers someone', () => {
    expect(refusedOffers({ members, jobOffers: [offer, blankOffer] })).toBeNull();
    expect(refusedOffers({ members, jobOffers: [] })).toBeNull();
  });
  it('refuses a family share with nobody ticked, on that offer’s “Family plan also covers”', () => {
    const refused = refusedOffers({
      members,
      jobOffers: [
        { ...blankOffer, employee: 2 },
        { ...offer, familyMembers: [] },
      ],
    });
    expect(refused).toEqual({
      kind: 'invalid',
      fields: { 'jobOffers.1.familyMembers': [{ refused: 'nobody-ticked' }] },
      general: [],
      first: 'jobOffers.1.familyMembers',
      open: [],
    });
  });
  it('puts the message on the family share when no one else is in the household', () => {
    const refused = refusedOffers({ members: [defaultMember(0)], jobOffers: [{ ...offer, familyMembers: [] }] });
    expect(refused).toMatchObject({
      fields: { 'jobOffers.0.familyMonthly': [{ refused: 'nobody-else' }] },
      first: 'jobOffers.0.familyMonthly',
    });
  });
});

describe('withName', () => {
  it('names anyone, filling the places before them, and drops the blank names at the end', () => {
    const named = withName([], 2, { first: 'Sofía' }).names;
    expect(named).toEqual([
      { first: '', relation: '' },
      { first: '', relation: '' },
      { first: 'Sofía', relation: '' },
    ]);
    expect(withName(named, 1, { relation: 'wife' }).names[1]).toEqual({ first: '', relation: 'wife' });
    expect(withName(named, 2, { first: '' }).names).toEqual([]);
  });
});
