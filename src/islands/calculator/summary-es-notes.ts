/** The client summary's "good to know" notes in Spanish (summary-notes.ts works out which apply). */
import { formatUsd } from '../../lib/format.ts';
import { who } from './summary-es-people.ts';
import type { Note } from './summary-notes.ts';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export function note(n: Note): string {
  switch (n.kind) {
    case 'months': {
      const span = n.first === n.last ? MONTHS[n.first - 1] : `${MONTHS[n.first - 1]} a ${MONTHS[n.last - 1]}`;
      return `Este cálculo es solo para ${span} de ${n.year}: una regla que decide el crédito cambia durante el año.`;
    }
    case 'state-average':
      return `Las primas son promedios de ${n.state}, no cifras de su zona.`;
    case 'county-assumed':
      return `Supone que vive en ${n.county}; su código postal también abarca condados con otras primas.`;
    case 'entered':
      return n.scaled === null
        ? 'Usa la prima del plan de referencia que ingresó su agente.'
        : `Usa la prima del plan de referencia que ingresó su agente, ${formatUsd(n.scaled.premium)} al mes para ${who(n.scaled.entered)}, calculada por edad para ${who(n.scaled.priced)}.`;
    case 'stand-in':
      return `Las primas son cifras de ${n.dataYear} hasta que tengamos las de ${n.year}; CuidadoDeSalud.gov muestra sus primas de ${n.year}.`;
    case 'worst-case':
      return 'El peor de los casos de un plan son sus primas más su máximo de gastos de bolsillo: lo máximo que pagaría en un año con muchos gastos médicos.';
    case 'estimate':
      return 'Este es un cálculo aproximado: CuidadoDeSalud.gov o el Mercado de Seguros Médicos de su estado muestra sus primas exactas, y su declaración de impuestos ajusta el crédito final.';
  }
}
