import { describe, expect, it } from 'vitest';
import { yamlLine } from './lines.ts';
import { formatProblem } from './problems.ts';
import { checkAnswerPlaces as checkAnswerPlacesProblems, checkQuestionSlides, quizView, slidePassages } from './quizzes.ts';
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
      slide: 'plan-basics',
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

/** A parsed knowledge check and its file, each question on the slide with the facts and passage given. */
function quizOn(questions: Array<{ slide: string; facts: string[]; passage?: string }>): { quiz: QuizFile; text: string } {
  const quiz = {
    module: 13,
    questions: questions.map((q, i) => ({ ...quizWithRightAnswersAt([0]).questions[0]!, id: `q${i}`, ...q })),
  };
  const text = [
    'module: 13',
    'questions:',
    ...quiz.questions.flatMap((q) => [
      `  - id: ${q.id}`,
      `    facts: [${q.facts.join(', ')}]`,
      `    slide: ${q.slide}`,
      ...(q.passage ? [`    passage: ${q.passage}`] : []),
    ]),
  ].join('\n');
  return { quiz, text };
}

describe('checkQuestionSlides', () => {
  const file = 'src/content/quizzes/13.yaml';
  const slides = [
    { id: 'plan-basics', title: 'Plan basics', facts: ['oopMaxIndividual'], passages: [{ id: 'metal-levels', text: 'Metal levels' }] },
    { id: 'settling-the-credit', title: 'Settling the credit', facts: ['oopMaxFamily'], passages: [] },
    { id: 'enrollment', title: 'Enrollment', facts: ['oopMaxIndividual', 'oeEnd'], passages: [] },
  ];
  /** The problems as an editor reads them, each with the line `withLines` gives it in the file. */
  const check = ({ quiz, text }: ReturnType<typeof quizOn>) =>
    checkQuestionSlides(file, quiz, slides).map((p) => formatProblem({ ...p, line: yamlLine(text, p.path) ?? 0 }));

  it('accepts a slide of the deck quoting one of the facts, at a heading it has or at its top', () => {
    const ok = quizOn([
      { slide: 'plan-basics', facts: ['oopMaxIndividual'], passage: 'metal-levels' },
      { slide: 'enrollment', facts: ['oopMaxFamily', 'oeEnd'] },
    ]);
    expect(checkQuestionSlides(file, ok.quiz, slides)).toEqual([]);
  });

  it('names the field, the value and the deck’s slides when the slide is not one of them', () => {
    expect(check(quizOn([{ slide: 'plan-basic', facts: ['oopMaxIndividual'], passage: 'metal-levels' }]))).toEqual([
      'src/content/quizzes/13.yaml: questions[0].slide: "plan-basic" is not a slide of deck 13; expected one of its slide ids: plan-basics ("Plan basics"), settling-the-credit ("Settling the credit"), enrollment ("Enrollment") (line 5)',
    ]);
  });

  it('names the facts and the slides that quote one when the slide quotes none of them', () => {
    expect(
      check(
        quizOn([
          { slide: 'plan-basics', facts: ['oopMaxIndividual'] },
          { slide: 'settling-the-credit', facts: ['oeEnd'] },
        ]),
      ),
    ).toEqual([
      `src/content/quizzes/13.yaml: questions[1].slide: "settling-the-credit" is slide 2 ("Settling the credit"), which quotes none of the question's facts (oeEnd); expected a slide that quotes one of them: enrollment ("Enrollment") (line 8)`,
    ]);
    expect(check(quizOn([{ slide: 'plan-basics', facts: ['recordRetentionYears'] }]))).toEqual([
      `src/content/quizzes/13.yaml: questions[0].slide: "plan-basics" is slide 1 ("Plan basics"), which quotes none of the question's facts (recordRetentionYears); no slide of deck 13 quotes one; expected the rule's facts quoted on the slide that teaches it, or the question's facts changed (line 5)`,
    ]);
  });

  it('names the slide and the headings it has when the passage is not one of them', () => {
    expect(
      check(
        quizOn([
          { slide: 'plan-basics', facts: ['oopMaxIndividual'], passage: 'metal-level' },
          { slide: 'settling-the-credit', facts: ['oopMaxFamily'], passage: 'metal-levels' },
        ]),
      ),
    ).toEqual([
      'src/content/quizzes/13.yaml: questions[0].passage: "metal-level" is not a ### heading of slide 1 ("Plan basics"), the question\'s slide; expected one of its headings: metal-levels ("Metal levels") (line 6)',
      'src/content/quizzes/13.yaml: questions[1].passage: "metal-levels" is not a ### heading of slide 2 ("Settling the credit"), the question\'s slide; that slide has no ### heading; expected the field removed, or a ### heading added to that slide (line 10)',
    ]);
  });
});

describe('quizView', () => {
  const worked = {
    scenario: 'A client asks.',
    question: 'What do you say?',
    answers: [0, 1, 2, 3].map((j) => ({ text: `answer ${j}`, explanation: 'Because.' })),
  };
  const slides = new Map([
    ['plan-basics', { index: 0, title: 'Plan basics', passages: [] }],
    ['premium-tax-credit', { index: 1, title: 'The premium tax credit', passages: [{ id: 'who-gets-it', text: 'Who gets it' }] }],
  ]);
  const view = (questions: Array<{ slide: string; passage?: string }>) => {
    const { quiz } = quizOn(questions.map((q) => ({ ...q, facts: ['oopMaxIndividual'] })));
    return quizView({ ...quiz, questions: quiz.questions.map((q) => ({ ...q, worked })) }, new Map(), slides).questions.map(
      (q) => q.review,
    );
  };

  it('reviews each question on its slide, at the passage it names', () => {
    expect(
      view([{ slide: 'premium-tax-credit' }, { slide: 'premium-tax-credit', passage: 'who-gets-it' }, { slide: 'plan-basics' }]),
    ).toEqual([
      { index: 1, title: 'The premium tax credit', path: '/modules/13#slide-2' },
      { index: 1, title: 'The premium tax credit', passage: { id: 'who-gets-it', text: 'Who gets it' }, path: '/modules/13#who-gets-it' },
      { index: 0, title: 'Plan basics', path: '/modules/13#slide-1' },
    ]);
  });

  it('throws for a slide the deck does not have (the content check reports it first)', () => {
    expect(() => view([{ slide: 'gone' }])).toThrow(/"q0" names the slide "gone"/);
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
