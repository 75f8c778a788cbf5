import { describe, expect, it } from 'vitest';
import { defaultMember, type JobOfferInputs, type MemberInputs } from '../../lib/calculator-url.ts';
import { withMember, withOffer, withoutOffer } from './household.ts';

const members = [defaultMember(0), defaultMember(1), defaultMember(2)];
const offer: JobOfferInputs = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '900', familyMembers: [1, 2], minimumValue: true };

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

describe('withOffer and withoutOffer', () => {
  it('never lists the employee in the family, and lists the family in order', () => {
    expect(withOffer([offer], 0, { employee: 2 }).jobOffers).toEqual([{ ...offer, employee: 2, familyMembers: [1] }]);
    expect(withOffer([offer], 0, { familyMembers: [2, 1, 0] }).jobOffers[0]?.familyMembers).toEqual([1, 2]);
  });
  it('removes one offer; the next moves up', () => {
    const second = { ...offer, employee: 1, familyMembers: [] };
    expect(withoutOffer([offer, second], 0).jobOffers).toEqual([second]);
  });
});
