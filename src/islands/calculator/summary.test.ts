import { describe, expect, it } from 'vitest';
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember, type MemberInputs } from '../../lib/calculator-url.ts';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import type { Calculated } from './state.ts';
import { clientSummary } from './summary.ts';

const plain = (...ages: number[]): MemberInputs[] => ages.map((age, i) => defaultMember(i, String(age)));

/** What the island keeps for an answer: the API's result for the request, and the form as sent. */
function calculated(request: SubsidyRequestInput, form: Partial<CalculatorInputs> = {}, countyChosen = false): Calculated {
  const result = estimate({ year: 2027, ...request }, new Date('2026-11-24T12:00:00Z'));
  const inputs = { ...DEFAULT_INPUTS, year: result.year, zipCode: request.zipCode, income: String(request.income), ...form };
  return { result, inputs, income: request.income, countyChosen, childrenPricedAnyway: request.childrenOnMarketplace === true };
}

describe('clientSummary', () => {
  it('the Illinois family: year and place, who is priced, the credit and the premium after it, the plan, tax time, the caveats', () => {
    const summary = clientSummary(
      calculated({ income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10] }, { members: plain(40, 40, 10, 10) }),
    );
    expect(summary).toEqual([
      'Estimate for 2027 coverage in Cook County, Illinois (ZIP code 60614), for a household of 4 people with income of $62,000 a year.',
      'The estimate prices Person 1 (40) and Person 2 (40). Left out, with the reason: Person 3 (10), Medicaid or CHIP; Person 4 (10), Medicaid or CHIP.',
      'Premium tax credit: about $689.74 a month. The benchmark silver plan would cost $319.30 a month after it, and the credit can go toward any metal level.',
      'A silver plan: at 187.88% of the poverty line the household gets the 87% silver variation, with an out-of-pocket maximum of $8,000 for the family instead of $24,000; up to 200% of the poverty line, the silver variation is usually the best buy.',
      'At tax time: if income ends 10% higher ($68,200), the household would repay $944.40 of the $8,276.88 advance credit; above $132,000 (400% of the poverty line) it would repay all of it.',
      '2027 premiums are not yet on file here, so 2026 premiums stand in; HealthCare.gov shows the 2027 premiums.',
      'This is an estimate: the final credit is settled on the tax return (Form 8962) with the actual income for the year, and HealthCare.gov or the state exchange shows the exact premiums.',
    ]);
  });

  it('a mistyped ZIP code: the state average, not a local figure', () => {
    const summary = clientSummary(calculated({ income: 45000, familySize: 2, zipCode: '99999' }, { members: plain(40, 40) }));
    expect(summary[0]).toBe(
      'Estimate for 2027 coverage in Alaska (ZIP code 99999, which is not on file), for a household of 2 people with income of $45,000 a year.',
    );
    expect(summary[1]).toBe('The estimate prices everyone: Person 1 (40) and Person 2 (40).');
    expect(summary).toContain(
      'ZIP code 99999 is not on file, so the premium is the Alaska state average, not a local figure: check the ZIP code.',
    );
  });

  it('the months, an assumed county and a premium entered by hand', () => {
    const ny = clientSummary(calculated({ income: 36000, familySize: 1, zipCode: '10001', year: 2026 }, { year: 2026 }));
    expect(ny).toContain('It is for July to December 2026 only: a rule that decides the credit changes during the year.');
    const assumed = calculated({ income: 60000, familySize: 2, zipCode: '45715' }, { members: plain(40, 40) });
    expect(clientSummary(assumed)).toContain('It assumes Washington County; the ZIP code also reaches counties with other premiums.');
    expect(clientSummary({ ...assumed, countyChosen: true }).join(' ')).not.toContain('It assumes');
    const entered = clientSummary(calculated({ income: 45000, familySize: 1, zipCode: '30301', benchmarkPremium: 600 }));
    expect(entered).toContain('It uses the benchmark premium entered by hand.');
    expect(entered.join(' ')).not.toContain('stand in');
  });

  it('no credit: why, in the outcome’s words, and who is left out', () => {
    const medicaid = clientSummary(calculated({ income: 18000, familySize: 1, zipCode: '60614' }));
    expect(medicaid[1]).toBe('No one in the household is priced for the credit. Left out, with the reason: Person 1 (40), Medicaid.');
    expect(medicaid[2]).toBe('Likely eligible for Medicaid, not the premium tax credit. Premium tax credit: $0.00 a month.');
    expect(medicaid.join(' ')).not.toContain('stand in');
    const cliff = clientSummary(calculated({ income: 90000, familySize: 1, zipCode: '30301' }));
    expect(cliff[2]).toMatch(
      /^Above 400% of the poverty line: no premium tax credit for 2027\. The benchmark silver plan would cost the full \$[\d,.]+ a month\.$/,
    );
    // No credit: the plan is compared at full price, and there is no advance to settle at tax time.
    expect(cliff[3]).toMatch(/^Compare full prices: at 563\.91% of the poverty line the household gets no premium tax credit/);
    expect(cliff.join(' ')).not.toContain('At tax time');
    // Nobody buys a plan with the credit: no plan to recommend.
    expect(medicaid.join(' ')).not.toContain('no plan to recommend');
  });

  it('a raise that crosses 400%: the household would repay all of it', () => {
    const summary = clientSummary(calculated({ income: 60000, familySize: 1, zipCode: '43215' }));
    expect(summary).toContain(
      'At tax time: if income ends 10% higher ($66,000), above 400% of the poverty line, the household would repay all $202.92 of the advance credit.',
    );
  });
});
