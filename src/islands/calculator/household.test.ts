import { describe, expect, it } from 'vitest';
import { defaultMember, type JobOfferInputs } from '../../lib/calculator-url.ts';
import { withMember, withOffer, withoutOffer } from './household.ts';

const members = [defaultMember(0), defaultMember(1), defaultMember(2)];
const offer: JobOfferInputs = { employee: 0, selfOnlyMonthly: '250', familyMonthly: '900', familyMembers: [1, 2], minimumValue: true };

describe('withMember', () => {
  it('changes one member only', () => {
    const changed = withMember(members, 1, { otherCoverage: 'medicare', age: '66' }).members;
    expect(changed[1]).toEqual({ ...defaultMember(1), age: '66', otherCoverage: 'medicare' });
    expect([changed[0], changed[2]]).toEqual([members[0], members[2]]);
  });
  it('keeps the bar from Medicaid while the status can carry it and drops it when it cannot', () => {
    const barred = withMember(members, 0, { immigrationStatus: 'lpr', medicaidBarredByStatus: true }).members;
    expect(barred[0]).toMatchObject({ immigrationStatus: 'lpr', medicaidBarredByStatus: true });
    expect(withMember(barred, 0, { immigrationStatus: 'daca' }).members[0]?.medicaidBarredByStatus).toBe(true);
    expect(withMember(barred, 0, { immigrationStatus: 'citizen' }).members[0]?.medicaidBarredByStatus).toBe(false);
    expect(withMember(barred, 0, { immigrationStatus: 'not-lawfully-present' }).members[0]?.medicaidBarredByStatus).toBe(false);
    expect(withMember(members, 0, { medicaidBarredByStatus: true }).members[0]?.medicaidBarredByStatus).toBe(false);
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
