import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUTS, DEFAULT_PLAN_YEAR, defaultMember, type MemberInputs } from './form.ts';
import { ages, mixedStatus, offer, people, scenario } from './test-inputs.ts';
import { hasScenario, inputsFromSearch, sameScenario, searchFromInputs } from './url-codec.ts';

describe('URL round trip', () => {
  it('writes a readable query and reads it back', () => {
    const search = searchFromInputs(scenario);
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=42,40,12&benchmark=1450.32');
    expect(inputsFromSearch(search)).toEqual(scenario);
  });
  it('leaves out a blank benchmark and keeps a blank age in its place', () => {
    const search = searchFromInputs({ ...scenario, members: people('42', '', '12'), benchmarkPremium: ' ' });
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=42,,12');
    expect(ages(inputsFromSearch(search))).toEqual(['42', '', '12']);
  });
  it('keeps the chosen county', () => {
    const chosen = { ...scenario, zipCode: '15501', countyFips: '42129' };
    const search = searchFromInputs(chosen);
    expect(search).toBe('?year=2027&zip=15501&income=45000&ages=42,40,12&benchmark=1450.32&county=42129');
    expect(inputsFromSearch(search)).toEqual(chosen);
    expect(inputsFromSearch('?county=4212999999').countyFips).toBe('42129');
  });
  it('keeps "price the children anyway" as children=marketplace', () => {
    const priced = { ...scenario, childrenOnMarketplace: true };
    const search = searchFromInputs(priced);
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=42,40,12&benchmark=1450.32&children=marketplace');
    expect(inputsFromSearch(search)).toEqual(priced);
    expect(inputsFromSearch('?children=yes').childrenOnMarketplace).toBe(false);
  });
  it('escapes what could break the query', () => {
    const odd = { ...scenario, zipCode: '30&01', income: '4 5' };
    expect(inputsFromSearch(searchFromInputs(odd))).toMatchObject({ zipCode: '30&01', income: '4 5' });
  });
  it('writes one personN per person whose details are not the defaults, numbered from 1', () => {
    const search = searchFromInputs(mixedStatus);
    expect(search).toBe('?year=2027&zip=77002&income=62000&ages=34,12,9&person1=not-lawfully-present');
    expect(inputsFromSearch(search)).toEqual(mixedStatus);
  });
  it('keeps every detail of a person: status, the bar, other coverage, not seeking, dependant, American Indian or Alaska Native', () => {
    const members: MemberInputs[] = [
      defaultMember(0),
      {
        age: '38',
        immigrationStatus: 'lpr',
        medicaidBarredByStatus: true,
        otherCoverage: 'job-based-enrolled',
        seekingCoverage: false,
        dependant: true,
        americanIndianAlaskaNative: true,
      },
      { ...defaultMember(2, '66'), otherCoverage: 'medicare' },
    ];
    const detailed = { ...scenario, members };
    const search = searchFromInputs(detailed);
    expect(search).toBe(
      '?year=2027&zip=30301&income=45000&ages=40,38,66&person2=lpr,barred,job-based-enrolled,not-seeking,dependant,aian&person3=medicare&benchmark=1450.32',
    );
    expect(inputsFromSearch(search)).toEqual(detailed);
    for (const [status, year] of [
      ['other-lawfully-present', 2026],
      ['daca', 2025],
    ] as const) {
      const one = { ...scenario, year, members: [{ ...defaultMember(0), immigrationStatus: status, medicaidBarredByStatus: true }] };
      expect(inputsFromSearch(searchFromInputs(one))).toEqual(one);
    }
    // The law never bars a Cuban or Haitian entrant or a COFA migrant: a link saying so is read without the bar.
    for (const status of ['cuban-haitian-entrant', 'cofa'] as const) {
      const one = { ...scenario, members: [{ ...defaultMember(0), immigrationStatus: status, medicaidBarredByStatus: true }] };
      expect(inputsFromSearch(searchFromInputs(one)).members).toEqual([{ ...defaultMember(0), immigrationStatus: status }]);
    }
    for (const coverage of ['medicaid-chip', 'tricare', 'va', 'other'] as const) {
      const one = { ...scenario, members: [{ ...defaultMember(0), otherCoverage: coverage }] };
      expect(inputsFromSearch(searchFromInputs(one))).toEqual(one);
    }
    // Each of the two new boxes alone is a detail: the person gets a personN, and members are sent.
    const dependant = { ...scenario, members: [defaultMember(0), { ...defaultMember(1), dependant: true }] };
    expect(searchFromInputs(dependant)).toContain('&person2=dependant&');
    expect(inputsFromSearch(searchFromInputs(dependant))).toEqual(dependant);
    const indian = { ...scenario, members: [{ ...defaultMember(0), americanIndianAlaskaNative: true }] };
    expect(searchFromInputs(indian)).toContain('&person1=aian&');
    expect(inputsFromSearch(searchFromInputs(indian))).toEqual(indian);
    expect(inputsFromSearch('?ages=40&person1=AIAN,Dependant').members).toEqual([
      { ...defaultMember(0), dependant: true, americanIndianAlaskaNative: true },
    ]);
  });
  it('writes one offerN per job-based offer, empty fields at the end left out', () => {
    const offers = {
      ...scenario,
      members: people('40', '38', '10', '7'),
      jobOffers: [
        offer({ familyMembers: [1, 2, 3] }),
        offer({ employee: 1, selfOnlyMonthly: '120.50', familyMonthly: '', familyMembers: [] }),
      ],
    };
    // Person 2 cannot be under two offers; the API says so, the URL keeps what was entered.
    const search = searchFromInputs(offers);
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=40,38,10,7&offer1=1,250,900,2.3.4&offer2=2,120.50&benchmark=1450.32');
    expect(inputsFromSearch(search)).toEqual(offers);
  });
  it('keeps an offer that falls short of minimum value, and a family share with nobody ticked', () => {
    const short = { ...scenario, jobOffers: [offer({ familyMembers: [], minimumValue: false })] };
    expect(searchFromInputs(short)).toContain('&offer1=1,250,900,,not-minimum-value&');
    expect(inputsFromSearch(searchFromInputs(short))).toEqual(short);
    const familyOnly = { ...scenario, jobOffers: [offer({ selfOnlyMonthly: '', familyMonthly: '', familyMembers: [2] })] };
    expect(searchFromInputs(familyOnly)).toContain('&offer1=1,,,3&');
    expect(inputsFromSearch(searchFromInputs(familyOnly))).toEqual(familyOnly);
  });
});

describe('the tax-time rows and the summary’s names', () => {
  it('keeps the year-end incomes as yearend, and reads back only whole dollars up to the limit, each once, at most three', () => {
    const rows = { ...scenario, yearEndIncomes: ['80000', '52000'] };
    const search = searchFromInputs(rows);
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=42,40,12&benchmark=1450.32&yearend=80000,52000');
    expect(inputsFromSearch(search)).toEqual(rows);
    expect(inputsFromSearch('?yearend=80000,x,-5,1.5,080000,100000001,100000000,0,7').yearEndIncomes).toEqual(['80000', '100000000', '0']);
  });
  it('never puts the summary’s names in the query, and reads none from it', () => {
    const named = {
      ...scenario,
      names: [
        { first: 'Carlos', relation: '' as const },
        { first: 'Ana María', relation: 'wife' as const },
      ],
    };
    expect(searchFromInputs(named)).toBe(searchFromInputs(scenario));
    expect(inputsFromSearch('?ages=40,40&name1=Carlos&name2=Ana&rel2=wife').names).toEqual([]);
  });

  it('names change only the summary: the scenario is the same; a year-end income changes it', () => {
    const named = { ...scenario, names: [{ first: 'Carlos', relation: '' as const }] };
    expect(sameScenario(scenario, named)).toBe(true);
    expect(sameScenario(scenario, { ...scenario, yearEndIncomes: ['80000'] })).toBe(false);
  });
});

describe('sameScenario', () => {
  it('ignores spaces around what was typed and notices any other change', () => {
    expect(sameScenario(scenario, { ...scenario, zipCode: ' 30301 ' })).toBe(true);
    expect(sameScenario(scenario, { ...scenario, income: '45001' })).toBe(false);
    expect(sameScenario(scenario, { ...scenario, members: people('42', '40', '13') })).toBe(false);
    expect(sameScenario(scenario, { ...scenario, childrenOnMarketplace: true })).toBe(false);
    expect(sameScenario(scenario, { ...scenario, year: 2026 })).toBe(false);
    expect(sameScenario(scenario, mixedStatus)).toBe(false);
    expect(sameScenario(scenario, { ...scenario, jobOffers: [offer()] })).toBe(false);
    expect(sameScenario({ ...scenario, jobOffers: [offer()] }, { ...scenario, jobOffers: [offer({ minimumValue: false })] })).toBe(false);
  });
});

describe('inputsFromSearch', () => {
  it('gives the defaults for an empty query', () => {
    expect(inputsFromSearch('')).toEqual(DEFAULT_INPUTS);
  });
  it('falls back to the default plan year for an unknown one', () => {
    expect(inputsFromSearch('?year=2031').year).toBe(DEFAULT_PLAN_YEAR);
    expect(inputsFromSearch('?year=abc').year).toBe(DEFAULT_PLAN_YEAR);
  });
  it('reads a household size without ages as the default ages', () => {
    expect(ages(inputsFromSearch('?size=4'))).toEqual(['40', '40', '10', '10']);
    expect(ages(inputsFromSearch('?size=2&ages=30'))).toEqual(['30', '40']);
    expect(inputsFromSearch('?size=500').members).toHaveLength(20);
  });
  it('clips long values', () => {
    const inputs = inputsFromSearch(`?zip=${'9'.repeat(50)}&ages=${'1,'.repeat(40)}&offer1=1,${'5'.repeat(40)}`);
    expect(inputs.zipCode).toHaveLength(10);
    expect(inputs.members).toHaveLength(20);
    expect(inputs.jobOffers[0]?.selfOnlyMonthly).toHaveLength(12);
  });
  it('ignores words it does not know, people who are not in the household and a bar a status cannot carry', () => {
    const inputs = inputsFromSearch('?ages=40,38&person1=martian,LPR,&person2=barred,medicare,va&person3=daca&person0=daca&personx=cofa');
    expect(inputs.members).toEqual([
      { ...defaultMember(0), immigrationStatus: 'lpr' },
      // The last coverage named wins; a citizen cannot be barred from Medicaid by status.
      { ...defaultMember(1, '38'), otherCoverage: 'va' },
    ]);
  });
  it('keeps the bar from Medicaid only where the form asks it: by status and plan year', () => {
    const barred = (status: string, year: number) =>
      inputsFromSearch(`?year=${year}&ages=40&person1=${status},barred`).members[0]?.medicaidBarredByStatus;
    for (const year of [2025, 2026, 2027]) {
      expect(barred('lpr', year)).toBe(true);
      for (const status of ['citizen', 'cuban-haitian-entrant', 'cofa', 'not-lawfully-present']) expect(barred(status, year)).toBe(false);
    }
    expect([2025, 2026, 2027].map((year) => barred('other-lawfully-present', year))).toEqual([true, true, false]);
    expect([2025, 2026, 2027].map((year) => barred('daca', year))).toEqual([true, false, false]);
  });
  it('drops an offer to nobody in the household and the positions that are not people', () => {
    const inputs = inputsFromSearch('?ages=40,38,10&offer1=4,100&offer2=x,100&offer3=2,100,300,1.2.9.x.1,yes&offer9=3');
    expect(inputs.jobOffers).toEqual([
      { employee: 1, selfOnlyMonthly: '100', familyMonthly: '300', familyMembers: [0], minimumValue: true },
      { employee: 2, selfOnlyMonthly: '', familyMonthly: '', familyMembers: [], minimumValue: true },
    ]);
  });
  it('never throws on junk', () => {
    for (const junk of ['?%', '?person1=%E0%A4%A', '?offer1=,,,,,,,,', `?${'offer1=1&'.repeat(500)}`, '?ages=%00,%FF', '?offer1=1e3,1']) {
      expect(() => inputsFromSearch(junk)).not.toThrow();
    }
  });
});

describe('hasScenario', () => {
  it('needs a ZIP code and an income', () => {
    expect(hasScenario('?zip=30301&income=45000')).toBe(true);
    expect(hasScenario('?zip=30301')).toBe(false);
    expect(hasScenario('?zip=%20&income=1')).toBe(false);
    expect(hasScenario('')).toBe(false);
  });
});
