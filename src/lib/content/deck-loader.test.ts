import { describe, expect, it } from 'vitest';
import { deckMinutes, slideWords } from './deck-loader.ts';
import { WORDS_PER_MINUTE } from './duration.ts';
import type { FactEntry } from './types.ts';

const sourced = { source: 's', url: 'https://www.cms.gov/', verification: 'verified' as const, checked: '2026-11-20' };
const facts = new Map<string, FactEntry>([
  ['oopMaxIndividual', { label: 'cap', byPlanYear: { '2027': { value: 12000, display: '$12,000 a year', ...sourced } } }],
]);
const slide = (title: string, body: string) => `---\nmodule: 99\nid: only\ntitle: ${title}\n---\n${body}\n`;

describe('the decks loader', () => {
  it("counts a slide's title, its body and the words its quoted facts print", () => {
    expect(slideWords(slide('Two words', 'The cap is <Fact name="oopMaxIndividual" />.'), { facts, planYear: 2027 })).toBe(2 + 3 + 3);
  });

  it('gives a deck its minutes from its slides and its knowledge check', () => {
    const files: Record<string, string> = {
      'src/content/slides/99/only.mdx': slide('Title', 'word '.repeat(WORDS_PER_MINUTE * 2)),
      'src/content/quizzes/99.yaml': `module: 99\nquestions:\n${['a', 'b']
        .map(
          (id) =>
            `  - id: ${id}\n    scenario: S.\n    question: Q?\n    facts: [oopMaxIndividual]\n    answers:\n${[1, 2, 3].map((n) => `      - text: T${n}\n        explanation: E.\n        correct: ${n === 1}\n`).join('')}`,
        )
        .join('')}`,
    };
    const sources = { facts, planYear: 2027, read: (path: string) => files[path] };
    // Two minutes of slide reading, a few words of questions, and thirty seconds for each of two questions.
    expect(deckMinutes({ id: 99, slides: ['only'] }, sources)).toBe(4);
    expect(
      deckMinutes({ id: 99, slides: ['only'] }, { ...sources, read: (path) => (path.endsWith('.mdx') ? files[path] : undefined) }),
    ).toBe(3);
  });
});
