import { describe, expect, it } from 'vitest';
import type { SubsidyRequestInput } from '../../lib/subsidy/index.ts';
import { estimate } from '../../lib/subsidy/testing.ts';
import { type CalculatorInputs, DEFAULT_INPUTS, defaultMember, type JobOfferInputs, type PersonName } from './form.ts';
import type { Calculated } from './state.ts';
import { clientSummary, type Summary, summaryText } from './summary.ts';
import { en } from './summary-en.ts';
import { es } from './summary-es.ts';

/** What the island keeps for an answer: the API's result for the request, and the form as sent. */
function answered(request: SubsidyRequestInput, form: Partial<CalculatorInputs> = {}, countyChosen = false): Calculated {
  const result = estimate({ year: 2027, ...request }, new Date('2026-12-07T12:00:00Z'));
  const ages = request.members?.map((m) => m.age) ?? request.ages ?? [];
  const inputs = {
    ...DEFAULT_INPUTS,
    year: result.year,
    zipCode: request.zipCode,
    income: String(request.income),
    members: ages.map((age, i) => defaultMember(i, String(age))),
    ...form,
  };
  return { result, inputs, income: request.income, countyChosen, childrenPricedAnyway: request.childrenOnMarketplace === true };
}

const section = (s: Summary, heading: string | null) => s.sections.find((x) => x.heading === heading)?.lines;
const name = (first: string, relation: PersonName['relation'] = ''): PersonName => ({ first, relation });

// Issue 49's family: a couple of 44 and 41 in Miami (33101) with children of 12 and 8, $68,000 for
// 2027; the husband's job offers $120 a month for himself alone and $610 for the family.
const MIAMI = {
  income: 68000,
  familySize: 4,
  zipCode: '33101',
  members: [{ age: 44 }, { age: 41 }, { age: 12 }, { age: 8 }],
  jobOffers: [{ employee: 0, selfOnlyMonthly: 120, familyMonthly: 610, familyMembers: [1, 2, 3] }],
} satisfies SubsidyRequestInput;
const offer: JobOfferInputs = { employee: 0, selfOnlyMonthly: '120', familyMonthly: '610', familyMembers: [1, 2, 3], minimumValue: true };
const miami = answered(MIAMI, { jobOffers: [offer] });

/** The plans the agent compares for the wife, who enrolls (the credit is $297.17 a month). */
const withPlans = answered(
  {
    ...MIAMI,
    plans: [
      { label: 'Ambetter Silver 73', metal: 'silver', monthlyPremium: 650, deductible: 3000 },
      { label: 'Oscar Bronze', metal: 'bronze', monthlyPremium: 420, deductible: 7500, outOfPocketMax: 10600 },
      { label: 'Florida Blue Catastrophic', metal: 'catastrophic', monthlyPremium: 210 },
    ],
  },
  { jobOffers: [offer] },
);

describe('clientSummary in English', () => {
  it('the Miami family: who is covered by what, what the benchmark costs after the credit, the family’s choice, tax time', () => {
    const s = clientSummary(miami, [], en);
    expect(s.lang).toBe('en');
    expect(s.title).toBe('Your health coverage for 2027');
    expect(section(s, null)).toEqual([
      'An estimate for your household of 4 in Miami-Dade County, Florida, on household income of $68,000 expected for 2027.',
    ]);
    expect(section(s, 'Who is covered by what')).toEqual([
      'You: the self-only plan from your job, $120.00 a month; it counts as affordable, so no premium tax credit.',
      'Your spouse: a plan from the Health Insurance Marketplace, with the premium tax credit.',
      'The children: likely Medicaid or CHIP from Florida, free or low cost: apply through the state or on the Marketplace application.',
    ]);
    expect(section(s, 'What you would pay each month')).toEqual([
      'The benchmark silver plan for your spouse costs $694.40 a month. The premium tax credit pays $297.17 of it, so you would pay $397.23 a month.',
      'You can use the credit for any bronze, silver, gold or platinum plan: a plan that costs less than the benchmark costs you less.',
      'At your income a silver plan comes with cost-sharing reductions: the most you would pay out of pocket for covered care in a year drops from $12,000 to $9,600.',
    ]);
    expect(section(s, 'Your choice: the job plan or the Marketplace')).toEqual([
      'The family plan from your job, for you, your spouse and the children: $610.00 a month.',
      'Or: the self-only plan from your job for you ($120.00), a Marketplace plan for your spouse ($397.23 after the credit, for the benchmark silver plan) and Medicaid or CHIP for the children: $517.23 a month, plus any premium the children’s program charges. That is $92.77 a month less than the family plan.',
      'Compare what each plan covers too: deductibles, doctors and medicines differ.',
    ]);
    expect(section(s, 'The plans compared')).toBeUndefined();
    expect(section(s, 'At tax time')).toEqual([
      'The credit is paid to your insurer month by month, on the income you expect: $3,566.04 for 2027. Your 2027 tax return (Form 8962) settles it on the income the year actually ends with.',
      'From tax year 2026 there is no limit on paying back extra credit, so report income changes to the Marketplace as soon as they happen.',
      'If your income ends 10% higher ($74,800), you would pay back $1,041.24.',
      'Above $132,000 (400% of the poverty line) you would pay back all of it.',
    ]);
    expect(section(s, 'Good to know')).toEqual([
      'The premiums are 2026 figures until 2027 premiums are on file here; HealthCare.gov shows your 2027 premiums.',
      'This is an estimate: HealthCare.gov or your state’s Marketplace shows your exact premiums, and your tax return settles the final credit.',
    ]);
    expect(summaryText(s)).not.toMatch(/Person \d/);
  });

  it('names and relations: Person 1 stays "you" and names the title; the others go by name', () => {
    const s = clientSummary(miami, [name('Carlos'), name('', 'wife'), name('Sofía'), name('Mateo')], en);
    expect(s.title).toBe('Carlos, your health coverage for 2027');
    expect(section(s, 'Who is covered by what')).toEqual([
      'You: the self-only plan from your job, $120.00 a month; it counts as affordable, so no premium tax credit.',
      'Your wife: a plan from the Health Insurance Marketplace, with the premium tax credit.',
      'Sofía and Mateo: likely Medicaid or CHIP from Florida, free or low cost: apply through the state or on the Marketplace application.',
    ]);
    expect(section(s, 'Your choice: the job plan or the Marketplace')?.[0]).toBe(
      'The family plan from your job, for you, your wife, Sofía and Mateo: $610.00 a month.',
    );
    const ana = clientSummary(miami, [name(''), name('Ana', 'wife')], en);
    expect(section(ana, 'What you would pay each month')?.[0]).toMatch(/^The benchmark silver plan for Ana costs \$694\.40 a month/);
  });

  it('the plans compared: net, yearly and worst-case figures, the choice with each, a plan not open to the household', () => {
    const s = clientSummary(withPlans, [], en);
    expect(section(s, 'The plans compared')).toEqual([
      'Ambetter Silver 73 (Silver, a suggested metal level): $352.83 a month after the credit, $4,233.96 for the year; worst case $13,833.96.',
      'Oscar Bronze (Bronze): $122.83 a month after the credit, $1,473.96 for the year; worst case $12,073.96.',
      'Florida Blue Catastrophic (Catastrophic): not open to your household. No one in the household can buy a catastrophic plan: it is for people under 30, and at 206.06% of the poverty line the household is not within the 2027 hardship exemption by income (below 100% or above 250%).',
    ]);
    expect(section(s, 'Your choice: the job plan or the Marketplace')).toContain(
      'With the plans compared instead: $472.83 with Ambetter Silver 73; $242.83 with Oscar Bronze.',
    );
    expect(section(s, 'Good to know')).toContain(
      'A plan’s worst case is its premiums plus its out-of-pocket maximum: the most you would pay in a year of heavy medical bills.',
    );
    expect(section(clientSummary(miami, [], en), 'Good to know')?.join(' ')).not.toContain('worst case');
  });

  it('a catastrophic plan open to the household is priced without the credit, and says so', () => {
    const young = answered({
      income: 30000,
      familySize: 1,
      zipCode: '33101',
      ages: [25],
      plans: [{ label: 'Basic', metal: 'catastrophic', monthlyPremium: 180 }],
    });
    const s = clientSummary(young, [], en);
    expect(section(s, 'The plans compared')?.[0]).toMatch(
      /^Basic \(Catastrophic\): \$180\.00 a month \(the credit does not apply to a catastrophic plan\), \$2,160\.00 for the year;/,
    );
  });

  it('a row of the agent’s own: what the return would do at that income, with the answer’s note in the client’s words', () => {
    const rows = answered({ ...MIAMI, yearEndIncomes: [80000, 60000] }, { jobOffers: [offer] });
    const note = (who: string) =>
      `A job offer found unaffordable at enrollment counts as unaffordable for the whole year, so the return keeps the credit for ${who}; a new estimate at $80,000 would find it affordable and leave them out.`;
    expect(rows.result.taxTime.scenarios[7]?.note).toBe(note('person 2 (age 41)'));
    const lines = section(clientSummary(rows, [], en), 'At tax time');
    expect(lines).toContain(`If it ends at $80,000, you would pay back $1,917.24. ${note('your spouse')}`);
    expect(lines?.find((l) => l.startsWith('If it ends at $60,000'))).toMatch(/^If it ends at \$60,000, you would get \$[\d,.]+ back\.$/);
    expect(section(clientSummary(rows, [name(''), name('Ana', 'wife')], en), 'At tax time')).toContain(
      `If it ends at $80,000, you would pay back $1,917.24. ${note('Ana')}`,
    );
  });

  it('without a job offer: no choice; the couple together and the children at once', () => {
    const illinois = answered({ income: 62000, familySize: 4, zipCode: '60614', ages: [40, 40, 10, 10] });
    const s = clientSummary(illinois, [], en);
    expect(section(s, 'Who is covered by what')).toEqual([
      'You and your spouse: a plan from the Health Insurance Marketplace, with the premium tax credit.',
      'The children: likely Medicaid or CHIP from Illinois, free or low cost: apply through the state or on the Marketplace application.',
    ]);
    expect(section(s, 'What you would pay each month')?.[0]).toBe(
      'The benchmark silver plan for you and your spouse costs $1,009.04 a month. The premium tax credit pays $689.74 of it, so you would pay $319.30 a month.',
    );
    expect(s.sections.map((x) => x.heading)).toEqual([
      null,
      'Who is covered by what',
      'What you would pay each month',
      'At tax time',
      'Good to know',
    ]);
  });

  it('no credit: Medicaid, the cliff, a ZIP code not on file, the months, an assumed county, an entered benchmark', () => {
    const medicaid = clientSummary(answered({ income: 18000, familySize: 1, zipCode: '60614', ages: [40] }), [], en);
    expect(section(medicaid, null)?.[0]).toMatch(/^An estimate for you in Cook County, Illinois,/);
    expect(section(medicaid, 'Who is covered by what')).toEqual([
      'You: likely Medicaid from Illinois: apply through the state’s Medicaid program or on the Marketplace application.',
    ]);
    expect(section(medicaid, 'What you would pay each month')).toBeUndefined();
    expect(section(medicaid, 'At tax time')).toBeUndefined();
    const cliff = clientSummary(answered({ income: 90000, familySize: 1, zipCode: '30301', ages: [40] }), [], en);
    expect(section(cliff, 'What you would pay each month')?.[0]).toMatch(
      /^Your household income is above 400% of the poverty line, so there is no premium tax credit: the benchmark silver plan for you costs the full \$[\d,.]+ a month\.$/,
    );
    const zip = clientSummary(answered({ income: 45000, familySize: 2, zipCode: '99999', ages: [40, 40] }), [], en);
    expect(section(zip, 'Good to know')).toContain('The premiums are Alaska averages, not figures for your area.');
    const ny = clientSummary(answered({ income: 36000, familySize: 1, zipCode: '10001', year: 2026, ages: [40] }), [], en);
    expect(section(ny, 'Good to know')?.[0]).toBe(
      'This estimate is for July to December 2026 only: a rule that decides the credit changes during the year.',
    );
    const assumed = answered({ income: 60000, familySize: 2, zipCode: '45715', ages: [40, 40] });
    expect(section(clientSummary(assumed, [], en), 'Good to know')).toContain(
      'It assumes you live in Washington County; your ZIP code also reaches counties with other premiums.',
    );
    expect(summaryText(clientSummary({ ...assumed, countyChosen: true }, [], en))).not.toContain('It assumes');
    const entered = clientSummary(answered({ income: 45000, familySize: 1, zipCode: '30301', benchmarkPremium: 600 }), [], en);
    expect(section(entered, 'Good to know')).toContain('It uses the benchmark premium your agent entered.');
  });

  it('a benchmark entered for the whole family, repriced by age for the one applying: whose it was, and for whom it was worked out', () => {
    const four = answered({ ...MIAMI, benchmarkPremium: 1850, benchmarkMembers: [0, 1, 2, 3] }, { jobOffers: [offer] });
    expect(four.result.benchmarkEntered).toEqual({ premium: 1850, members: [0, 1, 2, 3], scaled: true });
    expect(section(clientSummary(four, [], en), 'Good to know')).toContain(
      'It uses the benchmark premium your agent entered, $1,850.00 a month for you, your spouse and the children, worked out by age for your spouse.',
    );
    expect(section(clientSummary(four, [name('Carlos'), name('Ana', 'wife')], es), 'Para tener en cuenta')).toContain(
      'Usa la prima del plan de referencia que ingresó su agente, $1,850.00 al mes para usted, Ana y sus hijos, calculada por edad para Ana.',
    );
    const pay = section(clientSummary(four, [], en), 'What you would pay each month')?.[0];
    expect(pay).toMatch(/^The benchmark silver plan for your spouse costs \$[\d,.]+ a month\. The premium tax credit pays/);
    expect(pay).not.toContain('$1,850.00');
  });

  it('a raise that crosses 400%: all of the advance goes back', () => {
    const s = clientSummary(answered({ income: 60000, familySize: 1, zipCode: '43215', ages: [40] }), [], en);
    expect(section(s, 'At tax time')).toContain(
      'If your income ends 10% higher ($66,000), above 400% of the poverty line, you would pay back all $202.92.',
    );
    expect(summaryText(s)).not.toContain('Above $');
  });

  it('2025: the repayment limit', () => {
    const s = clientSummary(answered({ income: 45000, familySize: 1, zipCode: '30301', ages: [40], year: 2025 }), [], en);
    expect(section(s, 'At tax time')?.[1]).toBe(
      'For 2025 what you pay back is capped while income stays under 400% of the poverty line; report income changes to the Marketplace as soon as they happen.',
    );
  });
});

describe('clientSummary in Spanish', () => {
  it('the Miami family in HealthCare.gov’s Spanish terms', () => {
    const s = clientSummary(withPlans, [name(''), name('', 'wife')], es);
    expect(s.lang).toBe('es');
    expect(s.title).toBe('Su cobertura médica para 2027');
    expect(section(s, null)).toEqual([
      'Un cálculo aproximado para su hogar de 4 personas en Miami-Dade County, Florida, con ingresos del hogar previstos de $68,000 para 2027.',
    ]);
    expect(section(s, 'Quién tiene qué cobertura')).toEqual([
      'Usted: el plan solo para el empleado de su trabajo, $120.00 al mes; se considera asequible, así que no hay crédito fiscal para la prima.',
      'Su esposa: un plan del Mercado de Seguros Médicos, con el crédito fiscal para la prima.',
      'Sus hijos: probablemente Medicaid o CHIP de Florida, gratis o de bajo costo: solicítelo en el estado o en la solicitud del Mercado.',
    ]);
    expect(section(s, 'Lo que pagaría cada mes')).toEqual([
      'El plan Plata de referencia para su esposa cuesta $694.40 al mes. El crédito fiscal para la prima paga $297.17, así que su prima mensual sería de $397.23.',
      'Puede usar el crédito en cualquier plan Bronce, Plata, Oro o Platino: un plan que cuesta menos que el de referencia le cuesta menos a usted.',
      'Con sus ingresos, un plan Plata incluye reducciones de costos compartidos: lo máximo que pagaría de su bolsillo por atención cubierta en un año baja de $12,000 a $9,600.',
    ]);
    expect(section(s, 'Su decisión: el plan del trabajo o el Mercado')).toEqual([
      'El plan familiar de su trabajo, para usted, su esposa y sus hijos: $610.00 al mes.',
      'O bien: el plan solo para el empleado de su trabajo para usted ($120.00), un plan del Mercado para su esposa ($397.23 después del crédito, con el plan Plata de referencia) y Medicaid o CHIP para sus hijos: $517.23 al mes, más la prima que cobre el programa de los niños, si la hay. Son $92.77 al mes menos que el plan familiar.',
      'Con los planes comparados: $472.83 con Ambetter Silver 73; $242.83 con Oscar Bronze.',
      'Compare también lo que cubre cada plan: deducibles, médicos y medicamentos.',
    ]);
    expect(section(s, 'Los planes comparados')).toEqual([
      'Ambetter Silver 73 (Plata, nivel de metal sugerido): prima mensual de $352.83 después del crédito, $4,233.96 al año; en el peor de los casos, $13,833.96.',
      'Oscar Bronze (Bronce): prima mensual de $122.83 después del crédito, $1,473.96 al año; en el peor de los casos, $12,073.96.',
      // The answer's reason is English: left out.
      'Florida Blue Catastrophic (Catastrófico): no está disponible para su hogar.',
    ]);
    expect(section(s, 'Al declarar impuestos')).toEqual([
      'El crédito se paga a su aseguradora cada mes, según los ingresos que usted espera: $3,566.04 en 2027. Su declaración de impuestos de 2027 (Formulario 8962) lo ajusta según los ingresos reales del año.',
      'Desde el año fiscal 2026 no hay límite para devolver el crédito de más, así que informe al Mercado de Seguros Médicos cualquier cambio en sus ingresos del hogar en cuanto ocurra.',
      'Si sus ingresos terminan un 10% más altos ($74,800), tendría que devolver $1,041.24.',
      'Por encima de $132,000 (400% del nivel de pobreza) tendría que devolverlo todo.',
    ]);
    expect(section(s, 'Para tener en cuenta')).toEqual([
      'Las primas son cifras de 2026 hasta que tengamos las de 2027; CuidadoDeSalud.gov muestra sus primas de 2027.',
      'El peor de los casos de un plan son sus primas más su máximo de gastos de bolsillo: lo máximo que pagaría en un año con muchos gastos médicos.',
      'Este es un cálculo aproximado: CuidadoDeSalud.gov o el Mercado de Seguros Médicos de su estado muestra sus primas exactas, y su declaración de impuestos ajusta el crédito final.',
    ]);
  });

  it('names, a child and a relative by age, and no job offer', () => {
    const s = clientSummary(
      answered({ income: 80000, familySize: 4, zipCode: '60614', ages: [45, 43, 16, 70] }),
      [name('Lucía'), name('Jorge')],
      es,
    );
    expect(s.title).toBe('Lucía, su cobertura médica para 2027');
    expect(section(s, 'Quién tiene qué cobertura')).toEqual([
      'Usted, Jorge y su familiar de 70 años: un plan del Mercado de Seguros Médicos, con el crédito fiscal para la prima.',
      'Su hijo(a) de 16 años: probablemente Medicaid o CHIP de Illinois, gratis o de bajo costo: solicítelo en el estado o en la solicitud del Mercado.',
    ]);
    expect(section(s, 'Su decisión: el plan del trabajo o el Mercado')).toBeUndefined();
  });

  it('leaves out the answer’s English sentences: a row’s note', () => {
    const rows = answered({ ...MIAMI, yearEndIncomes: [80000] }, { jobOffers: [offer] });
    expect(rows.result.taxTime.scenarios[7]?.note).not.toBeNull();
    const text = summaryText(clientSummary(rows, [], es));
    expect(text).toContain('Si terminan en $80,000, tendría que devolver $1,917.24.\n');
    expect(text).not.toContain('job offer');
  });
});

describe('summaryText', () => {
  it('the title, then each section’s heading and lines, lists marked, a blank line between', () => {
    const text = summaryText(clientSummary(miami, [], en));
    expect(text.startsWith('Your health coverage for 2027\n\nAn estimate for your household of 4')).toBe(true);
    expect(text).toContain('\n\nWho is covered by what\n- You: the self-only plan');
    expect(text).toContain('\n\nWhat you would pay each month\nThe benchmark silver plan for your spouse');
  });
});
