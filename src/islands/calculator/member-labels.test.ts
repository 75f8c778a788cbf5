import { describe, expect, it } from 'vitest';
import { defaultMember } from './form.ts';
import { memberSummary } from './member-labels.ts';

describe('memberSummary', () => {
  it('says nothing for a member at the defaults', () => {
    expect(memberSummary(defaultMember(0))).toBe('');
  });
  it('lists the choices that are not the defaults, in the form’s order, starting with a capital', () => {
    expect(
      memberSummary({
        ...defaultMember(1),
        immigrationStatus: 'lpr',
        medicaidBarredByStatus: true,
        otherCoverage: 'medicare',
        seekingCoverage: false,
        dependant: true,
        americanIndianAlaskaNative: true,
      }),
    ).toBe(
      'Green card holder (lawful permanent resident); barred from Medicaid/CHIP by status; Medicare; not seeking coverage; claimed as a dependant; American Indian or Alaska Native',
    );
    expect(memberSummary({ ...defaultMember(1), dependant: true })).toBe('Claimed as a dependant');
    expect(memberSummary({ ...defaultMember(1), seekingCoverage: false, americanIndianAlaskaNative: true })).toBe(
      'Not seeking coverage; American Indian or Alaska Native',
    );
  });
  it('starts with the name and relation given for the client summary', () => {
    expect(memberSummary(defaultMember(1), { first: 'Ana', relation: 'wife' })).toBe('Ana (your wife)');
    expect(memberSummary(defaultMember(1), { first: '', relation: 'husband' })).toBe('Your husband');
    expect(memberSummary({ ...defaultMember(1), dependant: true }, { first: 'Sofía', relation: '' })).toBe('Sofía; claimed as a dependant');
    expect(memberSummary(defaultMember(1), { first: ' ', relation: '' })).toBe('');
  });
});
