import { describe, expect, it } from 'vitest';
import type { QuizView } from './content/types.ts';
import { missedHeading, quizResult, reviewLinkText, scoreText, unanswered, unansweredText } from './quiz-result.ts';

const question = (id: string, right: number, review = 0): QuizView['questions'][number] => ({
  id,
  scenario: 'A client asks.',
  question: 'What do you say?',
  answers: [0, 1, 2].map((j) => ({ text: `answer ${j}`, correct: j === right, explanation: 'Because.' })),
  sources: [],
  review: { index: review, title: `Slide ${review + 1}`, path: `/modules/13#slide-${review + 1}` },
});

describe('quizResult', () => {
  const questions = [question('a', 0), question('b', 1, 3), question('c', 2, 1)];

  it('scores the answers and lists the questions missed, in page order', () => {
    const result = quizResult(questions, { a: 0, b: 0, c: 1 });
    expect(result).toEqual({ score: 1, total: 3, percent: 33, missed: [1, 2] });
    expect(scoreText(result)).toBe('You answered 1 of 3 questions correctly (33%).');
  });

  it('counts a question with no answer as missed', () => {
    expect(quizResult(questions, { a: 0, b: 1 }).missed).toEqual([2]);
  });

  it('has nothing to review when every answer is right', () => {
    const result = quizResult(questions, { a: 0, b: 1, c: 2 });
    expect(result).toEqual({ score: 3, total: 3, percent: 100, missed: [] });
    expect(scoreText(result)).toBe('You answered 3 of 3 questions correctly (100%).');
    expect(quizResult([], {}).percent).toBe(0);
  });

  it('heads the review with how many questions to go back to', () => {
    expect(missedHeading(1)).toBe('Review 1 question');
    expect(missedHeading(2)).toBe('Review 2 questions');
  });

  it('names the questions still unanswered, in page order', () => {
    expect(unanswered(questions, { b: 1 })).toEqual([0, 2]);
    expect(unanswered(questions, { a: 0, b: 1, c: 0 })).toEqual([]);
  });

  it('links a missed question to its slide, and to the passage when the question names one', () => {
    expect(reviewLinkText({ index: 2, title: 'Settling the credit', path: '/modules/13#slide-3' })).toBe('slide 3: Settling the credit');
    expect(
      reviewLinkText({
        index: 1,
        title: 'The premium tax credit',
        passage: { id: 'how-much', text: 'How much' },
        path: '/modules/13#how-much',
      }),
    ).toBe('slide 2: The premium tax credit, “How much”');
  });
});

describe('unansweredText', () => {
  it('names each question left unanswered, joined as a sentence, and is empty when none is', () => {
    expect(unansweredText([])).toBe('');
    expect(unansweredText([2])).toBe('Answer every question before checking: question 3 has no answer yet.');
    expect(unansweredText([0, 1])).toBe('Answer every question before checking: question 1 and question 2 have no answer yet.');
    expect(unansweredText([0, 3, 4])).toBe(
      'Answer every question before checking: question 1, question 4 and question 5 have no answer yet.',
    );
  });
});
