import { describe, expect, it } from 'vitest';
import { agentView, type ViewSource } from './agent-view.ts';
import type { FactEntry, Faq, WorkedQuizFile } from './types.ts';

const fact = (id: string, entry: object) => ({ id, data: { entry: entry as FactEntry } });
const source = (parts: Partial<ViewSource> = {}): ViewSource => ({
  facts: [],
  decks: [{ id: 13, title: 'ACA Slide Deck' }],
  slides: [{ id: '13/x', deck: 13, title: 'Plan basics', body: 'Old advice.' }],
  quizzes: [],
  faqs: [{ id: 1, question: 'When does open enrollment end?', answer: 'On {{oeEnd}}.' } as Faq],
  resources: [],
  ...parts,
});

describe('agentView', () => {
  it('gives a yearly fact by plan year, a standing fact under its plan year or none, and a worked example by its household', () => {
    const { facts } = agentView(
      source({
        facts: [
          fact('oopMaxIndividual', { label: 'l', byPlanYear: { '2026': { display: '$10,600' }, '2027': { display: '$12,000' } } }),
          fact('oeEnd', { display: 'January 15, 2027', planYear: 2027 }),
          fact('medicaidFiveYearWait', { display: '5 years', effective: '1996-08-22' }),
          fact('exampleRaise', { label: 'a raise', household: { income: 30000, familySize: 1, zipCode: '43215' }, yearEndIncome: 42000 }),
        ],
      }),
    );
    expect(facts).toEqual({
      oopMaxIndividual: { '2026': '$10,600', '2027': '$12,000' },
      oeEnd: { '2027': 'January 15, 2027' },
      medicaidFiveYearWait: { '': '5 years' },
      exampleRaise: { '': 'worked example "a raise": {"income":30000,"familySize":1,"zipCode":"43215"}, the year ending at 42000' },
    });
  });

  it('changes a slide’s, a question’s or an FAQ’s digest only when what agents see of it changes', () => {
    const question = (text: string): WorkedQuizFile => ({
      module: 13,
      questions: [
        {
          id: 'renewal',
          scenario: 's',
          question: 'q',
          facts: [],
          answers: [],
          worked: { scenario: 's', question: text, answers: [] },
        } as unknown as WorkedQuizFile['questions'][number],
      ],
    });
    const before = agentView(source({ quizzes: [question('Who do you call first?')] }));
    const same = agentView(source({ quizzes: [question('Who do you call first?')] }));
    const after = agentView(
      source({
        slides: [{ id: '13/x', deck: 13, title: 'Plan basics', body: 'New advice.' }],
        quizzes: [question('Whom do you call first?')],
        faqs: [{ id: 1, question: 'When does open enrollment end?', answer: 'On {{oeEnd}}, at midnight.' } as Faq],
      }),
    );
    expect(same).toEqual(before);
    expect(after.slides['13/x']?.body).not.toBe(before.slides['13/x']?.body);
    expect(after.questions['13/renewal']).toMatchObject({ deck: '13', id: 'renewal', question: 'Whom do you call first?' });
    expect(after.questions['13/renewal']?.shown).not.toBe(before.questions['13/renewal']?.shown);
    expect(after.faqs['1']?.shown).not.toBe(before.faqs['1']?.shown);
    expect(after.decks).toEqual({ '13': 'ACA Slide Deck' });
  });
});
