import { describe, expect, it } from 'vitest';
import {
  type CalculatorInputs,
  DEFAULT_INPUTS,
  DEFAULT_PLAN_YEAR,
  defaultAges,
  hasScenario,
  inputsFromSearch,
  MAX_MEMBERS,
  resizeHousehold,
  sameScenario,
  searchFromInputs,
  toRequestBody,
} from './calculator-url.ts';
import { defaultAges as engineDefaultAges, subsidyRequestSchema } from './subsidy/index.ts';
import { defaultPlanYear } from './subsidy/rules.ts';

const scenario: CalculatorInputs = {
  year: 2027,
  zipCode: '30301',
  income: '45000',
  ages: ['42', '40', '12'],
  benchmarkPremium: '1450.32',
  countyFips: '',
  childrenOnMarketplace: false,
};

describe('agreement with the engine', () => {
  it('defaults to the plan year the API assumes and assumes the same ages', () => {
    expect(DEFAULT_INPUTS.year).toBe(defaultPlanYear());
    for (let n = 1; n <= MAX_MEMBERS; n++) expect(defaultAges(n).map(Number)).toEqual(engineDefaultAges(n));
  });
});

describe('resizeHousehold', () => {
  it('keeps entered ages and fills new members with the default for their place', () => {
    expect(resizeHousehold(['40'], 2)).toEqual(['40', '40']);
    expect(resizeHousehold(['55', '52'], 4)).toEqual(['55', '52', '10', '10']);
    expect(resizeHousehold(['55', '52', '17'], 1)).toEqual(['55']);
  });
  it('stays within 1-20 members', () => {
    expect(resizeHousehold([], 0)).toHaveLength(1);
    expect(resizeHousehold([], 99)).toHaveLength(20);
    expect(resizeHousehold([], 2.5)).toHaveLength(1);
  });
});

describe('URL round trip', () => {
  it('writes a readable query and reads it back', () => {
    const search = searchFromInputs(scenario);
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=42,40,12&benchmark=1450.32');
    expect(inputsFromSearch(search)).toEqual(scenario);
  });
  it('leaves out a blank benchmark and keeps a blank age in its place', () => {
    const search = searchFromInputs({ ...scenario, ages: ['42', '', '12'], benchmarkPremium: ' ' });
    expect(search).toBe('?year=2027&zip=30301&income=45000&ages=42,,12');
    expect(inputsFromSearch(search).ages).toEqual(['42', '', '12']);
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
});

describe('sameScenario', () => {
  it('ignores spaces around what was typed and notices any other change', () => {
    expect(sameScenario(scenario, { ...scenario, zipCode: ' 30301 ' })).toBe(true);
    expect(sameScenario(scenario, { ...scenario, income: '45001' })).toBe(false);
    expect(sameScenario(scenario, { ...scenario, ages: ['42', '40', '13'] })).toBe(false);
    expect(sameScenario(scenario, { ...scenario, childrenOnMarketplace: true })).toBe(false);
    expect(sameScenario(scenario, { ...scenario, year: 2026 })).toBe(false);
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
    expect(inputsFromSearch('?size=4').ages).toEqual(['40', '40', '10', '10']);
    expect(inputsFromSearch('?size=2&ages=30').ages).toEqual(['30', '40']);
    expect(inputsFromSearch('?size=500').ages).toHaveLength(20);
  });
  it('clips long values', () => {
    const inputs = inputsFromSearch(`?zip=${'9'.repeat(50)}&ages=${'1,'.repeat(40)}`);
    expect(inputs.zipCode).toHaveLength(10);
    expect(inputs.ages).toHaveLength(20);
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

describe('toRequestBody', () => {
  it('sends numbers as numbers and the household size as the number of ages', () => {
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
    const body = toRequestBody({ ...scenario, income: ' ', ages: ['', 'x'], benchmarkPremium: '' });
    expect(body).toEqual({ income: undefined, familySize: 2, zipCode: '30301', year: 2027, ages: [null, 'x'] });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('income');
  });
  it('sends a chosen county as countyFips', () => {
    expect(toRequestBody({ ...scenario, countyFips: '42129' })).toMatchObject({ countyFips: '42129' });
    expect(toRequestBody(scenario)).not.toHaveProperty('countyFips');
  });
  it('sends childrenOnMarketplace only when it is chosen', () => {
    expect(toRequestBody({ ...scenario, childrenOnMarketplace: true })).toMatchObject({ childrenOnMarketplace: true });
    expect(toRequestBody(scenario)).not.toHaveProperty('childrenOnMarketplace');
  });
  it('is accepted by the API schema for a complete scenario', () => {
    expect(subsidyRequestSchema.safeParse(toRequestBody(scenario)).success).toBe(true);
    expect(subsidyRequestSchema.safeParse(toRequestBody({ ...scenario, countyFips: '13121' })).success).toBe(true);
  });
});
