import { describe, expect, it } from 'vitest';
import { FACTS } from '../__fixtures__/facts.ts';
import { previewFaqs } from './FaqPreview.tsx';
import { previewQuestion } from './QuizPreview.tsx';

describe('the previews give the site’s components what the page gives them', () => {
  it('fills an FAQ’s quotes, and gives a new item without an id a stand-in one', () => {
    expect(previewFaqs([{ id: 7, question: 'Until {{oeEnd}}?', answer: 'Yes.' }, { question: 'New?' }], FACTS)).toEqual([
      { id: 7, question: 'Until December 15, 2026?', answer: 'Yes.' },
      { id: -2, question: 'New?', answer: '' },
    ]);
  });

  it('fills a question’s texts and cites the sources of the facts it names, skipping names the registry lacks', () => {
    const question = previewQuestion(
      {
        id: 'deadline',
        scenario: 'A client calls on {{oeEnd}}.',
        question: 'Can they enroll?',
        answers: [
          { text: 'Yes', correct: true, explanation: 'By {{oeEnd@previous}} last year.' },
          { text: 'No', explanation: 'No.' },
        ],
        facts: ['oeEnd', 'unknownFact'],
      },
      0,
      FACTS,
    );
    expect(question).toEqual({
      id: 'deadline',
      scenario: 'A client calls on December 15, 2026.',
      question: 'Can they enroll?',
      answers: [
        { text: 'Yes', correct: true, explanation: 'By January 15, 2026 last year.' },
        { text: 'No', correct: false, explanation: 'No.' },
      ],
      sources: [{ display: 'December 15, 2026', source: 'CMS', url: 'https://www.cms.gov/', verification: 'verified', planYear: 2027 }],
    });
    expect(previewQuestion({}, 2, undefined)).toMatchObject({ id: 'question-3', answers: [], sources: [] });
  });
});
