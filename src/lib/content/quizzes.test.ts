import { describe, expect, it } from 'vitest';
import { formatProblem } from './problems.ts';
import { checkAnswerPlaces as checkAnswerPlacesProblems, checkPassages, reviewSlide, slidePassages } from './quizzes.ts';
import type { QuizFile } from './types.ts';

/** The problems as the lines an editor reads. */
const checkAnswerPlaces = (...args: Parameters<typeof checkAnswerPlacesProblems>) => checkAnswerPlacesProblems(...args).map(formatProblem);

/** A knowledge check whose questions have their right answer at these places (0-based). */
function quizWithRightAnswersAt(places: number[]): QuizFile {
  return {
    module: 99,
    questions: places.map((place, i) => ({
      id: `q-${i}`,
      scenario: 'A client asks.',
      question: 'What do you say?',
      answers: [0, 1, 2, 3].map((j) => ({ text: `answer ${j}`, correct: j === place, explanation: 'Because.' })),
      facts: ['oopMaxIndividual'],
      applied: false,
    })),
  };
}

describe('checkAnswerPlaces', () => {
  it('accepts right answers spread so that no place holds more than half of them', () => {
    expect(checkAnswerPlaces('q.yaml', quizWithRightAnswersAt([0, 2, 1, 3, 0, 2]))).toEqual([]);
    expect(checkAnswerPlaces('q.yaml', quizWithRightAnswersAt([1, 1, 1, 0, 2, 3]))).toEqual([]);
  });

  it('refuses a check that always picking one place would pass, naming the place and the questions', () => {
    expect(checkAnswerPlaces('src/content/quizzes/13.yaml', quizWithRightAnswersAt([0, 0, 0, 0, 1, 2]))).toEqual([
      'src/content/quizzes/13.yaml: questions: the right answer is the first answer in 4 of 6 questions (questions[0], questions[1], questions[2], questions[3]); expected it in different places, at most half of the questions at any one place, so that always picking the same place cannot pass',
    ]);
    expect(checkAnswerPlaces('q.yaml', quizWithRightAnswersAt([2, 2, 2, 2, 2, 2]))[0]).toContain('the third answer in 6 of 6');
  });
});

describe('reviewSlide', () => {
  const slides = [
    { title: 'Essential health benefits', facts: [], passages: [] },
    {
      title: 'The premium tax credit',
      facts: ['fplLowerBound', 'oopMaxIndividual'],
      passages: [
        { id: 'how-much', text: 'How much' },
        { id: 'who-gets-it', text: 'Who gets it' },
      ],
    },
    { title: 'Settling the credit', facts: ['oopMaxFamily'], passages: [] },
    { title: 'Cost-sharing reductions', facts: ['oopMaxIndividual'], passages: [] },
  ];

  it('is the first slide, in viewing order, quoting one of the question’s facts', () => {
    expect(reviewSlide(13, ['oopMaxFamily', 'oopMaxIndividual'], slides)).toEqual({
      index: 1,
      title: 'The premium tax credit',
      path: '/modules/13#slide-2',
    });
    expect(reviewSlide(13, ['oopMaxFamily'], slides)).toEqual({ index: 2, title: 'Settling the credit', path: '/modules/13#slide-3' });
  });

  it('falls back to the deck’s first slide when no slide quotes any of them', () => {
    expect(reviewSlide(16, ['employerAffordability'], slides)).toEqual({
      index: 0,
      title: 'Essential health benefits',
      path: '/modules/16#slide-1',
    });
    expect(reviewSlide(16, [], slides).path).toBe('/modules/16#slide-1');
  });

  it('opens the slide at the passage the question names, by the heading’s id', () => {
    expect(reviewSlide(13, ['oopMaxIndividual'], slides, 'who-gets-it')).toEqual({
      index: 1,
      title: 'The premium tax credit',
      passage: { id: 'who-gets-it', text: 'Who gets it' },
      path: '/modules/13#who-gets-it',
    });
    // A heading of another slide is not this slide's passage: the slide's top, and the check says why.
    expect(reviewSlide(13, ['oopMaxFamily'], slides, 'how-much').path).toBe('/modules/13#slide-3');
  });
});

describe('checkPassages', () => {
  const slides = [
    { title: 'Plan basics', facts: ['oopMaxIndividual'], passages: [{ id: 'metal-levels', text: 'Metal levels' }] },
    { title: 'Settling the credit', facts: ['oopMaxFamily'], passages: [] },
  ];
  const quiz = (passages: Array<[facts: string[], passage?: string]>) => ({
    module: 13,
    questions: passages.map(([facts, passage], i) => ({ ...quizWithRightAnswersAt([0]).questions[0]!, id: `q${i}`, facts, passage })),
  });

  it('accepts a heading of the slide the question is reviewed on, and a question that names none', () => {
    expect(
      checkPassages('src/content/quizzes/13.yaml', quiz([[['oopMaxIndividual'], 'metal-levels'], [['oopMaxFamily']]]), slides),
    ).toEqual([]);
  });

  it('names the field, the slide and the headings it has when the passage is not one of them', () => {
    expect(
      checkPassages(
        'src/content/quizzes/13.yaml',
        quiz([
          [['oopMaxIndividual'], 'metal-level'],
          [['oopMaxFamily'], 'metal-levels'],
        ]),
        slides,
      ).map(formatProblem),
    ).toEqual([
      'src/content/quizzes/13.yaml: questions[0].passage: "metal-level" is not a ### heading of slide 1 ("Plan basics"), where this question is reviewed as the first slide quoting one of its facts; expected one of its headings: metal-levels ("Metal levels")',
      'src/content/quizzes/13.yaml: questions[1].passage: "metal-levels" is not a ### heading of slide 2 ("Settling the credit"), where this question is reviewed as the first slide quoting one of its facts; that slide has no ### heading; expected the field removed, or a ### heading added to that slide',
    ]);
  });
});

describe('slidePassages', () => {
  it('keeps the ### headings, with the ids the page gives them', () => {
    expect(
      slidePassages([
        { depth: 2, slug: 'slide-title', text: 'Slide title' },
        { depth: 3, slug: 'metal-levels', text: 'Metal levels' },
        { depth: 4, slug: 'deeper', text: 'Deeper' },
      ]),
    ).toEqual([{ id: 'metal-levels', text: 'Metal levels' }]);
  });
});
