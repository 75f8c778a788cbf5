import { describe, expect, it } from 'vitest';
import type { PlanInputs } from './form.ts';
import { miami } from './test-inputs.ts';
import { withTyped } from './typed-controls.ts';
import { inputsFromSearch, searchFromInputs } from './url-codec.ts';

describe('plans and the people the benchmark covers in the URL', () => {
  it('writes each plan with its name last and the people numbered from 1, and reads them back', () => {
    const search = searchFromInputs(miami);
    expect(search).toBe(
      '?year=2027&zip=33101&income=68000&ages=44,41,12,8&plan1=silver,612.48,4800,9200,Blue%20Silver%2073%2C%20HMO&plan2=gold,760,,,Gold&benchmark=1850&benchmark-for=1.2.3.4',
    );
    expect(inputsFromSearch(search)).toEqual(miami);
  });

  it('keeps “the premium covers other people” with nobody ticked, and leaves it out when not ticked', () => {
    expect(searchFromInputs({ ...miami, benchmarkMembers: [] })).toContain('&benchmark-for=');
    expect(inputsFromSearch(searchFromInputs({ ...miami, benchmarkMembers: [] })).benchmarkMembers).toEqual([]);
    expect(searchFromInputs({ ...miami, benchmarkMembers: null })).not.toContain('benchmark-for');
    expect(inputsFromSearch('?zip=33101&income=1').benchmarkMembers).toBeNull();
  });

  it('reads a link as untrusted text: unknown metals, people outside the household and a sixth plan are dropped', () => {
    const link = [
      '?ages=44,41',
      'benchmark-for=2.9.x.2.1',
      'plan1=diamond,500,,,A',
      'plan2=bronze,400,,,B',
      'plan3=silver',
      'plan7=gold,1,,,late',
      `plan4=gold,300,,,${'n'.repeat(80)}`,
    ].join('&');
    const inputs = inputsFromSearch(link);
    expect(inputs.benchmarkMembers).toEqual([0, 1]);
    expect(inputs.plans).toEqual<PlanInputs[]>([
      { label: 'B', metal: 'bronze', monthlyPremium: '400', deductible: '', outOfPocketMax: '' },
      { label: '', metal: 'silver', monthlyPremium: '', deductible: '', outOfPocketMax: '' },
      { label: 'n'.repeat(60), metal: 'gold', monthlyPremium: '300', deductible: '', outOfPocketMax: '' },
    ]);
  });

  it('drops people who leave the household from those the benchmark covers, as typed before the island was live', () => {
    expect(withTyped(miami, { familySize: '2' }).benchmarkMembers).toEqual([0, 1]);
  });
});
