// Households the form-model, URL and request-body tests share.
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember, type JobOfferInputs, type MemberInputs } from './form.ts';

export const people = (...ages: string[]): MemberInputs[] => ages.map((age, i) => defaultMember(i, age));
export const ages = (inputs: Pick<CalculatorInputs, 'members'>) => inputs.members.map((m) => m.age);

export const scenario: CalculatorInputs = {
  year: 2027,
  zipCode: '30301',
  income: '45000',
  members: people('42', '40', '12'),
  jobOffers: [],
  plans: [],
  benchmarkPremium: '1450.32',
  benchmarkMembers: null,
  countyFips: '',
  childrenOnMarketplace: false,
  yearEndIncomes: [],
  names: [],
};

export const offer = (change: Partial<JobOfferInputs> = {}): JobOfferInputs => ({
  employee: 0,
  selfOnlyMonthly: '250',
  familyMonthly: '900',
  familyMembers: [1, 2],
  minimumValue: true,
  ...change,
});

// ZIP 77002, 2027: the parent is not lawfully present, the children are citizens (docs/behaviour.md).
export const mixedStatus: CalculatorInputs = {
  ...scenario,
  zipCode: '77002',
  income: '62000',
  benchmarkPremium: '',
  members: [{ ...defaultMember(0, '34'), immigrationStatus: 'not-lawfully-present' }, ...people('12', '9')],
};

// The Miami family: two plans to compare and the $1,850 HealthCare.gov showed for all four.
export const miami: CalculatorInputs = {
  ...DEFAULT_INPUTS,
  year: 2027,
  zipCode: '33101',
  income: '68000',
  members: ['44', '41', '12', '8'].map((age, i) => defaultMember(i, age)),
  benchmarkPremium: '1850',
  benchmarkMembers: [0, 1, 2, 3],
  plans: [
    { label: 'Blue Silver 73, HMO', metal: 'silver', monthlyPremium: '612.48', deductible: '4800', outOfPocketMax: '9200' },
    { label: 'Gold', metal: 'gold', monthlyPremium: '760', deductible: '', outOfPocketMax: '' },
  ],
};
