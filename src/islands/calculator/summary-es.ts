/**
 * The client summary's words in Spanish, in HealthCare.gov's (CuidadoDeSalud.gov's) terms: Mercado de
 * Seguros Médicos, crédito fiscal para la prima, reducciones de costos compartidos, ingresos del
 * hogar, prima mensual. The answer's own sentences are English, so they are left out here.
 */
import { formatUsd, formatUsdWhole } from '../../lib/format.ts';
import type { Metal, OtherCoverage } from '../../lib/subsidy/rules.ts';
import type { SummaryWords } from './summary.ts';
import type { Choice } from './summary-choice.ts';
import type { Cover } from './summary-cover.ts';
import { note } from './summary-es-notes.ts';
import { jobOf, listed, person, who } from './summary-es-people.ts';
import type { Pay } from './summary-pay.ts';
import type { PlanLine } from './summary-plans.ts';
import type { Settled, TaxTimeFacts } from './summary-tax-time.ts';

const METALS: Readonly<Record<Metal, string>> = {
  catastrophic: 'Catastrófico',
  bronze: 'Bronce',
  silver: 'Plata',
  gold: 'Oro',
  platinum: 'Platino',
};

const COVERAGES: Readonly<Record<OtherCoverage, string>> = {
  none: 'ninguna otra cobertura',
  medicare: 'Medicare',
  'medicaid-chip': 'Medicaid o CHIP',
  tricare: 'TRICARE',
  va: 'atención médica de VA',
  'job-based-enrolled': 'un plan de trabajo que ya tiene',
  other: 'otra cobertura que ya tiene',
};

const BENCHMARK = 'el plan Plata de referencia';

function cover(c: Cover): string {
  switch (c.kind) {
    case 'credit':
      return 'un plan del Mercado de Seguros Médicos, con el crédito fiscal para la prima';
    case 'no-credit':
      return 'un plan del Mercado; con sus ingresos, el crédito fiscal para la prima es de $0';
    case 'full-price':
      return 'un plan del Mercado a precio completo: no hay crédito fiscal para la prima por encima del 400% del nivel de pobreza';
    case 'below-poverty':
      return 'no hay crédito fiscal para la prima por debajo del nivel de pobreza';
    case 'coverage-gap':
      return 'probablemente ni el crédito fiscal para la prima ni Medicaid (vea abajo)';
    case 'medicaid':
      return `probablemente Medicaid de ${c.state}: solicítelo en el programa de Medicaid del estado o en la solicitud del Mercado`;
    case 'chip':
      return `probablemente Medicaid o CHIP de ${c.state}, gratis o de bajo costo: solicítelo en el estado o en la solicitud del Mercado`;
    case 'bhp':
      return `probablemente el Programa Básico de Salud de ${c.state}: solicítelo en la solicitud del Mercado del estado`;
    case 'job':
      return `el plan ${c.tier === 'self-only' ? 'solo para el empleado' : 'familiar'} de ${jobOf(c.employee)}, ${formatUsd(c.monthly)} al mes; se considera asequible, así que no hay crédito fiscal para la prima`;
    case 'other':
      return COVERAGES[c.coverage];
    case 'not-enrolling':
      return 'no se inscribe';
    case 'cannot-enroll':
      return 'no puede comprar un plan del Mercado (estatus migratorio)';
    case 'status-full-price':
      return 'un plan del Mercado a precio completo: desde 2027 el estatus migratorio no permite el crédito fiscal para la prima';
  }
}

function pay(p: Pay): string[] {
  switch (p.kind) {
    case 'credit':
      return [
        `${capital(BENCHMARK)} para ${who(p.who)} cuesta ${formatUsd(p.benchmark)} al mes. El crédito fiscal para la prima paga ${formatUsd(p.credit)}, así que su prima mensual sería de ${formatUsd(p.net)}.`,
        'Puede usar el crédito en cualquier plan Bronce, Plata, Oro o Platino: un plan que cuesta menos que el de referencia le cuesta menos a usted.',
        ...(p.reduced === null
          ? []
          : [
              `Con sus ingresos, un plan Plata incluye reducciones de costos compartidos: lo máximo que pagaría de su bolsillo por atención cubierta en un año baja de ${formatUsdWhole(p.reduced.from)} a ${formatUsdWhole(p.reduced.to)}.`,
            ]),
      ];
    case 'no-credit':
      return [
        `${capital(BENCHMARK)} para ${who(p.who)} cuesta ${formatUsd(p.benchmark)} al mes, no más de los ${formatUsd(p.contribution)} al mes que se espera que paguen según sus ingresos, así que el crédito fiscal para la prima es de $0.`,
      ];
    case 'cliff':
      return [
        `Sus ingresos del hogar superan el 400% del nivel de pobreza, así que no hay crédito fiscal para la prima: ${BENCHMARK} para ${who(p.who)} cuesta el precio completo, ${formatUsd(p.benchmark)} al mes.`,
      ];
    case 'coverage-gap':
      return [
        `Sus ingresos del hogar están por debajo del nivel de pobreza y ${p.state} no ha ampliado Medicaid, así que los adultos quizá no reciban ni el crédito fiscal para la prima ni Medicaid. Pregunte al programa de Medicaid de ${p.state} por la cobertura para padres, durante el embarazo o por discapacidad.`,
      ];
    case 'below-poverty':
      return ['Por debajo del nivel de pobreza no hay crédito fiscal para la prima.'];
  }
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function choice(c: Choice): string[] {
  const parts = [
    ...(c.selfOnly === null
      ? []
      : [`el plan solo para el empleado de ${jobOf(c.employee)} para ${person(c.employee)} (${formatUsd(c.selfOnly)})`]),
    `un plan del Mercado para ${who(c.marketplace.who)} (${formatUsd(c.marketplace.net)} después del crédito, con ${BENCHMARK})`,
    ...(c.programs === null ? [] : [`Medicaid o CHIP para ${who(c.programs)}`]),
  ];
  const gap = c.family.monthly - c.total;
  const compared =
    gap > 0
      ? `Son ${formatUsd(gap)} al mes menos que el plan familiar.`
      : gap < 0
        ? `Son ${formatUsd(-gap)} al mes más que el plan familiar.`
        : 'Es lo mismo que cuesta el plan familiar.';
  return [
    `El plan familiar de ${jobOf(c.employee)}, para ${who(c.family.who)}: ${formatUsd(c.family.monthly)} al mes.`,
    `O bien: ${listed(parts)}: ${formatUsd(c.total)} al mes${c.programs === null ? '' : ', más la prima que cobre el programa de los niños, si la hay'}. ${compared}`,
    ...(c.plans.length === 0
      ? []
      : [`Con los planes comparados: ${c.plans.map((p) => `${formatUsd(p.total)} con ${p.label}`).join('; ')}.`]),
    'Compare también lo que cubre cada plan: deducibles, médicos y medicamentos.',
  ];
}

function plan(p: PlanLine): string {
  const metal = `${METALS[p.metal]}${p.fits ? ', nivel de metal sugerido' : ''}`;
  if (p.unavailable !== null) return `${p.label} (${metal}): no está disponible para su hogar.`;
  const credit = p.credited
    ? ' después del crédito'
    : p.catastrophicWithoutCredit
      ? ' (el crédito no se aplica a un plan catastrófico)'
      : '';
  return `${p.label} (${metal}): prima mensual de ${formatUsd(p.net)}${credit}, ${formatUsd(p.yearly)} ${p.fullYear ? 'al año' : 'por los meses del cálculo'}; en el peor de los casos, ${formatUsd(p.worst)}.`;
}

/** What the return would do, as the end of a sentence whose subject is the household. */
const settles = (s: Settled) =>
  s.difference < 0
    ? `tendría que devolver ${formatUsd(-s.difference)}`
    : s.difference > 0
      ? `recibiría ${formatUsd(s.difference)} de reembolso`
      : 'no tendría que devolver nada ni recibiría reembolso';

function taxTime(t: TaxTimeFacts): string[] {
  const raise = `Si sus ingresos terminan un 10% más altos (${formatUsdWhole(t.raise.income)})`;
  return [
    `El crédito se paga a su aseguradora cada mes, según los ingresos que usted espera: ${formatUsd(t.advance)} en ${t.year}. Su declaración de impuestos de ${t.year} (Formulario 8962) lo ajusta según los ingresos reales del año.`,
    t.limited
      ? `En ${t.year} lo que se devuelve tiene un límite mientras los ingresos queden por debajo del 400% del nivel de pobreza; informe al Mercado de Seguros Médicos cualquier cambio en sus ingresos del hogar en cuanto ocurra.`
      : 'Desde el año fiscal 2026 no hay límite para devolver el crédito de más, así que informe al Mercado de Seguros Médicos cualquier cambio en sus ingresos del hogar en cuanto ocurra.',
    t.raise.all
      ? `${raise}, por encima del 400% del nivel de pobreza, tendría que devolver los ${formatUsd(t.advance)} completos.`
      : `${raise}, ${settles(t.raise)}.`,
    ...t.rows.map((row) => `Si terminan en ${formatUsdWhole(row.income)}, ${settles(row)}.`),
    ...(t.cliff === null ? [] : [`Por encima de ${formatUsdWhole(t.cliff)} (400% del nivel de pobreza) tendría que devolverlo todo.`]),
  ];
}

export const es: SummaryWords = {
  lang: 'es',
  title: (year, client) => (client === null ? `Su cobertura médica para ${year}` : `${client}, su cobertura médica para ${year}`),
  intro: ({ year, size, place, income }) =>
    `Un cálculo aproximado para ${size === 1 ? 'usted' : `su hogar de ${size} personas`} en ${place}, con ingresos del hogar previstos de ${formatUsdWhole(income)} para ${year}.`,
  headings: {
    cover: 'Quién tiene qué cobertura',
    pay: 'Lo que pagaría cada mes',
    choice: 'Su decisión: el plan del trabajo o el Mercado',
    plans: 'Los planes comparados',
    taxTime: 'Al declarar impuestos',
    notes: 'Para tener en cuenta',
  },
  who,
  cover,
  pay,
  choice,
  plan,
  taxTime,
  note,
};
