// Finds figures typed into content text instead of quoted from the facts registry: dollar amounts,
// percentages, dates, years, durations and phone numbers. Every figure the training teaches lives
// in src/content/facts with its source, so a typed one is either a duplicate that will go stale at
// the next plan year or a claim without a source (docs/content.md, "No typed figures").
import type { Fact } from './types.ts';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';

const PATTERNS: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: 'dollar amount', pattern: /\$\s?\d[\d,]*(?:\.\d+)?/g },
  { kind: 'percentage', pattern: /\b\d+(?:\.\d+)?\s?(?:%|percent\b)/gi },
  { kind: 'date', pattern: new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, 'g') },
  { kind: 'date', pattern: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b`, 'g') },
  { kind: 'date', pattern: /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g },
  { kind: 'phone number', pattern: /\b(?:1-)?\d{3}-\d{3}-\d{4}\b/g },
  { kind: 'year', pattern: /(?<![\d-])(?:19|20)\d{2}(?![\d-])/g },
  { kind: 'duration', pattern: /\b\d+(?:\.\d+)?(?:\s|-)?(?:hours?|days?|weeks?|months?|years?|minutes?)\b/gi },
];

export interface TypedFigure {
  kind: string;
  text: string;
  index: number;
}

/** Figures in `text`, in order; overlapping matches (the year inside a date) are reported once. */
export function typedFigures(text: string): TypedFigure[] {
  const found: TypedFigure[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      const end = index + match[0].length;
      if (found.some((f) => index < f.index + f.text.length && f.index < end)) continue;
      found.push({ kind, text: match[0].trim(), index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The registry names whose printed text contains the figure, to suggest the quote to use. */
export function factsShowing(figure: string, facts: Iterable<[string, Fact]>): string[] {
  const digits = figure.replace(/[^\d.]/g, '');
  if (!digits) return [];
  const names: string[] = [];
  for (const [name, fact] of facts) {
    if (fact.display.includes(figure) || (digits.length > 1 && fact.display.replace(/[^\d.]/g, '') === digits)) names.push(name);
  }
  return names;
}

/** The problem text for one typed figure, naming a registry quote when one prints it. */
export function typedFigureProblem(figure: TypedFigure, facts: Iterable<[string, Fact]>, quoteHint: (name: string) => string): string {
  const matches = factsShowing(figure.text, facts);
  const hint =
    matches.length > 0
      ? ` (the registry already has it: ${matches.slice(0, 3).map(quoteHint).join(' or ')})`
      : ' (add it to src/content/facts/*.yaml with its source first)';
  return `"${figure.text}" is a ${figure.kind} typed into the text; expected it quoted from the facts registry${hint}`;
}
