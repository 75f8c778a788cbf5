/**
 * The plans an agent compares, in POST /api/subsidy-calculation (docs/api.md, "Plans and the
 * benchmark"): what the agent reads off HealthCare.gov or the state exchange for each plan.
 */
import { z } from 'zod';
import { MAX_PLAN_COST_SHARING, MAX_PLAN_LABEL, MAX_PLAN_PREMIUM, MAX_PLANS, METALS } from './rules.ts';
import { expecting, objectError } from './schema-messages.ts';

const whole = (n: number) => n.toLocaleString('en-US');
const usd = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const labelError = expecting('label', `the plan’s name as the agent reads it, 1 to ${MAX_PLAN_LABEL} characters`);
const metalError = expecting('metal', `one of ${METALS.join(', ')}`);
const premiumError = expecting(
  'monthlyPremium',
  `the plan’s monthly premium in US dollars for the people enrolling in it, from 0 to ${whole(MAX_PLAN_PREMIUM)}`,
);
const amountError = (field: string, what: string) =>
  expecting(field, `the plan’s yearly ${what} in US dollars, from 0 to ${whole(MAX_PLAN_COST_SHARING)}`);
const deductibleError = amountError('deductible', 'deductible');
const outOfPocketError = amountError('outOfPocketMax', 'out-of-pocket maximum');
const plansError = expecting('plans', `a list of up to ${MAX_PLANS} plans to compare`);

const PLAN_FIELDS = 'label, metal and monthlyPremium (and optionally deductible and outOfPocketMax)';

const amount = (error: ReturnType<typeof expecting>) =>
  z.number({ error }).min(0, { error }).max(MAX_PLAN_COST_SHARING, { error }).optional();

export const planSchema = z
  .strictObject(
    {
      label: z
        .string({ error: labelError })
        .trim()
        .min(1, { error: labelError })
        .max(MAX_PLAN_LABEL, { error: labelError })
        .describe('The plan’s name, as the agent reads it; spaces around it are dropped.')
        .meta({ example: 'Blue Select Silver 3000' }),
      metal: z.enum(METALS, { error: metalError }).describe('The plan’s metal level, or catastrophic.'),
      monthlyPremium: z
        .number({ error: premiumError })
        .min(0, { error: premiumError })
        .max(MAX_PLAN_PREMIUM, { error: premiumError })
        .describe('The plan’s full monthly premium, before the credit, for the people enrolling in it, US dollars.')
        .meta({ example: 612.4 }),
      deductible: amount(deductibleError).describe('The plan’s yearly deductible in US dollars; at most its outOfPocketMax.'),
      outOfPocketMax: amount(outOfPocketError).describe(
        'The plan’s own yearly out-of-pocket maximum in US dollars, for the people enrolling; when omitted, the plan year’s limit.',
      ),
    },
    { error: objectError(PLAN_FIELDS, 'each plan') },
  )
  .superRefine((plan, ctx) => {
    if (plan.deductible !== undefined && plan.outOfPocketMax !== undefined && plan.deductible > plan.outOfPocketMax)
      ctx.addIssue({
        code: 'custom',
        input: plan.deductible,
        path: ['deductible'],
        message: `deductible, ${usd(plan.deductible)}, is more than the plan’s outOfPocketMax, ${usd(plan.outOfPocketMax)}: the deductible counts toward the out-of-pocket maximum, so it cannot be larger; check both figures`,
      });
  })
  .describe('A plan the agent compares, as HealthCare.gov or the state exchange lists it.');

export type Plan = z.output<typeof planSchema>;

export const plansField = z
  .array(planSchema, { error: plansError })
  .max(MAX_PLANS, { error: plansError })
  .optional()
  .describe(
    `Up to ${MAX_PLANS} plans to compare: the answer's plans gives each one's premium after the credit, its yearly premium, the out-of-pocket maximum that applies and the worst-case year.`,
  );
