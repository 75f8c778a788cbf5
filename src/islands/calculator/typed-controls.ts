// What was typed into the server's copy of the /calculator form before its island was live, read
// from the form and put into its inputs as the island goes live (store.ts, goLive).
import { isPlanYear } from '../../lib/subsidy/rules.ts';
import { type CalculatorInputs, DEFAULT_INPUTS, keptCovers, resizeHousehold } from './form.ts';

/**
 * What was typed into the server's copy of the /calculator form before its island was live, by
 * control (the form's field keys: 'income', 'familySize', 'members.0.age'; a checkbox as 'true' or
 * 'false'). Only the controls the server renders: the household size, ages and the plain fields.
 */
export type TypedControls = Readonly<Record<string, string>>;

/** The inputs with the typed controls applied: the household size first, then each person's age in it. */
export function withTyped(inputs: CalculatorInputs, typed: TypedControls): CalculatorInputs {
  const size = Number(typed['familySize']);
  const next = { ...inputs, ...(size > 0 ? resizeHousehold(inputs, size) : {}) };
  next.benchmarkMembers = keptCovers(next.benchmarkMembers, next.members.length);
  for (const [key, value] of Object.entries(typed)) {
    const person = /^members\.(\d+)\.age$/.exec(key);
    const year = Number(value);
    if (person) next.members = next.members.map((m, i) => (i === Number(person[1]) ? { ...m, age: value } : m));
    else if (key === 'year' && isPlanYear(year)) next.year = year;
    else if (key === 'childrenOnMarketplace') next.childrenOnMarketplace = value === 'true';
    else if (key === 'zipCode' || key === 'income' || key === 'benchmarkPremium') next[key] = value;
  }
  return next;
}

/** The controls of the server's form as it wrote them (the default inputs), by name. */
function written(inputs: CalculatorInputs): Record<string, string> {
  const controls: Record<string, string> = {
    year: String(inputs.year),
    zipCode: inputs.zipCode,
    income: inputs.income,
    familySize: String(inputs.members.length),
    benchmarkPremium: inputs.benchmarkPremium,
  };
  inputs.members.forEach((m, i) => {
    controls[`members.${i}.age`] = m.age;
  });
  return controls;
}

/** What was typed into the server's form before the island was live: each control not as the server wrote it. */
export function typedBeforeLive(data: FormData): TypedControls {
  const server = written(DEFAULT_INPUTS);
  const typed: Record<string, string> = {};
  for (const [name, value] of data) if (name in server && value !== server[name]) typed[name] = String(value);
  const children = data.has('childrenOnMarketplace');
  if (children !== DEFAULT_INPUTS.childrenOnMarketplace) typed['childrenOnMarketplace'] = String(children);
  return typed;
}
