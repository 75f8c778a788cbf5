import { mdxToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { deckMinutes, slideWords } from './decks.ts';
import { WORDS_PER_MINUTE } from './duration.ts';
import { collectSlide, type MdastNode } from './mdx.ts';
import type { FactEntry, QuizFile } from './types.ts';

const sourced = { source: 's', url: 'https://www.cms.gov/', verification: 'verified' as const, checked: '2026-11-20' };
const facts = new Map<string, FactEntry>([
  ['oopMaxIndividual', { label: 'cap', byPlanYear: { '2027': { value: 12000, display: '$12,000 a year', ...sourced } } }],
]);
/** A slide as its MDX compile reports it. */
const slide = (title: string, body: string) => ({ title, report: collectSlide(mdxToMdast(body) as unknown as MdastNode) });

describe("a deck's minutes", () => {
  it("counts a slide's title, its body and the words its quoted facts print", () => {
    expect(slideWords(slide('Two words', 'The cap is <Fact name="oopMaxIndividual" />.'), facts, 2027)).toBe(2 + 3 + 3);
  });

  it('come from its slides and its knowledge check', () => {
    const quiz: QuizFile = {
      module: 99,
      questions: ['a', 'b'].map((id) => ({
        id,
        scenario: 'S.',
        question: 'Q?',
        facts: ['oopMaxIndividual'],
        slide: 'only',
        applied: false,
        answers: [1, 2, 3].map((n) => ({ text: `T${n}`, explanation: 'E.', correct: n === 1 })),
      })),
    };
    const slides = [slide('Title', 'word '.repeat(WORDS_PER_MINUTE * 2))];
    // Two minutes of slide reading, a few words of questions, and thirty seconds for each of two questions.
    expect(deckMinutes(slides, quiz, facts, 2027)).toBe(4);
    expect(deckMinutes(slides, undefined, facts, 2027)).toBe(3);
  });
});
