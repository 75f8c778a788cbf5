import { describe, expect, it } from 'vitest';
import { contentRecords, hostOf, mergeSameUrl, quizRecords } from './content-records.ts';

describe('contentRecords', () => {
  const records = contentRecords({
    faqs: [
      { id: 4, question: 'What is the out-of-pocket maximum?', answer: '$10,600 for self-only coverage.' },
      { id: 8, question: 'What did the court stay?', answer: 'The $5 charge.' },
    ],
    faqStatuses: new Map([
      [4, []],
      [8, [{ kind: 'stayed' }]],
    ]),
    resources: [
      { id: 1, title: 'ACA fundamentals handout (printable)', type: 'other', category: 'downloadable', url: '/handouts/module-13' },
      { id: 9, title: 'CMS agent hub', type: 'link', category: 'official', url: 'https://www.cms.gov/marketplace/agents-brokers' },
      { id: 10, title: 'Walkthrough', type: 'video', category: 'video', url: 'https://www.youtube.com/x', duration: '12 min' },
    ],
    faqLinks: [
      {
        title: 'Agent and Broker',
        description: "CMS's hub for agents.",
        url: 'https://www.cms.gov/marketplace/agents-brokers',
        category: 'Professional',
      },
    ],
    faqResources: [{ title: 'HealthCare.gov', description: 'The Marketplace.', url: 'https://www.healthcare.gov/' }],
    quizzes: [],
  });

  it('links a FAQ to its answer on the home page', () => {
    expect(records[0]).toEqual({
      url: '/#faq-4',
      title: 'What is the out-of-pocket maximum?',
      section: 'Home · Frequently Asked Questions',
      text: '$10,600 for self-only coverage.',
      kind: 'faq',
    });
  });

  it('gives a FAQ quoting a stayed rule its status', () => {
    expect(records[1]).toMatchObject({ url: '/#faq-8', status: '0.0=s' });
  });

  it('describes official cards and resources by where they are listed and where they go', () => {
    expect(records.map((r) => r.section)).toEqual([
      'Home · Frequently Asked Questions',
      'Home · Frequently Asked Questions',
      'Official FAQ · Professional · cms.gov',
      'Official resource · healthcare.gov',
      'Resource library · Downloadable Resources',
      'Resource library · Video Tutorials · youtube.com',
    ]);
    expect(records.at(-1)!.text).toBe('Video · 12 min');
  });

  it('keeps one record per URL, still found by the other listing’s title', () => {
    const cms = records.filter((r) => r.url.includes('cms.gov'));
    expect(cms).toHaveLength(1);
    expect(cms[0]!.text).toBe("CMS's hub for agents. · CMS agent hub · Link");
    expect(mergeSameUrl([])).toEqual([]);
    expect(hostOf('not a url')).toBe('');
  });
});

describe('quizRecords', () => {
  it('makes each question a result at its heading, found by its question and scenario only', () => {
    const quiz = {
      moduleId: 13,
      questions: [
        {
          id: 'q-one',
          scenario: 'A client asks.',
          question: 'What do you say?',
          sources: [],
          review: { index: 0, title: 'A slide', path: '/modules/13#slide-1' },
          answers: [
            { text: 'Yes', correct: true, explanation: 'Right: because of the rule.' },
            { text: 'No', correct: false, explanation: 'That was last year.' },
          ],
        },
        {
          id: 'q-two',
          scenario: 'Another.',
          question: 'Which form?',
          sources: [],
          review: { index: 2, title: 'Another slide', path: '/modules/13#slide-3' },
          answers: [{ text: '1095-A', correct: true, explanation: 'It reports the credit.' }],
        },
      ],
    };
    expect(quizRecords({ quiz, deckTitle: 'ACA Slide Deck' })).toEqual([
      {
        url: '/modules/13/quiz#q-one-heading',
        title: 'What do you say?',
        section: 'ACA Slide Deck · Knowledge check · Question 1 of 2',
        text: 'A client asks.',
        kind: 'question',
      },
      {
        url: '/modules/13/quiz#q-two-heading',
        title: 'Which form?',
        section: 'ACA Slide Deck · Knowledge check · Question 2 of 2',
        text: 'Another.',
        kind: 'question',
      },
    ]);
    // No answer, key or explanation reaches the index: the answers stay on the quiz page.
    const indexed = JSON.stringify(quizRecords({ quiz, deckTitle: 'ACA Slide Deck' }));
    for (const hidden of ['Yes', 'because of the rule', 'last year', '1095-A', 'reports the credit', 'correct'])
      expect(indexed).not.toContain(hidden);
  });
});
