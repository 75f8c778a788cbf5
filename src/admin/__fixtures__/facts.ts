// A small facts list as /admin/facts.json gives it, for the editor's unit tests.
import type { KnownFacts } from '../facts.ts';

const source = { source: 'CMS', url: 'https://www.cms.gov/', verification: 'verified' as const };

export const FACTS: KnownFacts = {
  planYear: 2027,
  facts: {
    oeEnd: { display: 'December 15, 2026', planYear: 2027, ...source, previous: { display: 'January 15, 2026', planYear: 2026 } },
    ehbCategories: { display: 'ten', ...source },
    exampleMidYearRaise: { display: 'a single 35-year-old', planYear: 2027, ...source, figures: { income: '$30,000', fplPercent: '187%' } },
  },
};
