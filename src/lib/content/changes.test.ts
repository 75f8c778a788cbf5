import { describe, expect, it } from 'vitest';
import type { AgentView } from './agent-view.ts';
import { contentChanges } from './changes.ts';

const view = (parts: Partial<AgentView> = {}): AgentView => ({
  facts: { oopMaxIndividual: { '2026': '$10,600', '2027': '$12,000' }, oeEnd: { '2027': 'January 15, 2027' } },
  decks: { '13': 'ACA Slide Deck' },
  slides: { '13/x': { deck: '13', title: 'The Premium Tax Credit', body: 'b1' } },
  questions: { '13/renewal': { deck: '13', id: 'renewal', question: 'Who do you call first?', shown: 'q1' } },
  faqs: { '1': { title: 'When does open enrollment end?', shown: 'f1' } },
  resources: { '1': { title: 'Old handout', shown: 'r1' } },
  ...parts,
});

describe('contentChanges', () => {
  it('says nothing when nothing agents see changed', () => {
    expect(contentChanges(view(), view())).toBe('');
  });

  it('lists each changed fact with its old and new value, and the slides, questions, FAQs and resources', () => {
    const after = view({
      facts: {
        oopMaxIndividual: { '2026': '$10,600', '2027': '$12,500' },
        oeEnd: { '2027': 'January 15, 2027' },
        medicaidFiveYearWait: { '': '5 years' },
      },
      slides: {
        '13/x': { deck: '13', title: 'The Premium Tax Credit', body: 'b2' },
        '13/y': { deck: '13', title: 'Who Is in the Household', body: 'b3' },
      },
      questions: {
        '13/renewal': { deck: '13', id: 'renewal', question: 'Whom do you call first?', shown: 'q2' },
        '13/mixed-status': { deck: '13', id: 'mixed-status', question: 'Who is priced?', shown: 'q3' },
      },
      faqs: {
        '1': { title: 'When does open enrollment end?', shown: 'f1' },
        '2': { title: 'Can a refugee keep the credit in 2027?', shown: 'f2' },
      },
      resources: {},
    });
    expect(contentChanges(view(), after)).toBe(
      [
        '## What this change does for agents',
        '',
        '### Facts',
        '',
        '- `oopMaxIndividual` (plan year 2027): $12,000 → $12,500',
        '- `medicaidFiveYearWait` added: 5 years',
        '',
        '### Slides',
        '',
        '- Deck 13 "ACA Slide Deck": changed "The Premium Tax Credit"; added "Who Is in the Household"',
        '',
        '### Knowledge-check questions',
        '',
        '- changed deck 13 `renewal`: "Whom do you call first?"',
        '- added deck 13 `mixed-status`: "Who is priced?"',
        '',
        '### FAQs',
        '',
        '- added "Can a refugee keep the credit in 2027?"',
        '',
        '### Resources',
        '',
        '- removed "Old handout"',
        '',
      ].join('\n'),
    );
  });

  it('names a plan year dropped from a fact, a fact removed, and a slide retitled or removed', () => {
    const after = view({
      facts: { oopMaxIndividual: { '2027': '$12,000' } },
      slides: { '13/x': { deck: '13', title: 'Who Can Get the Credit', body: 'b2' } },
    });
    const text = contentChanges(view(), after);
    expect(text).toContain('- `oopMaxIndividual` (plan year 2026) removed (was $10,600)\n');
    expect(text).toContain('- `oeEnd` removed (was January 15, 2027)\n');
    expect(text).toContain('- Deck 13 "ACA Slide Deck": "The Premium Tax Credit" retitled "Who Can Get the Credit" and changed\n');
    expect(contentChanges(view(), view({ slides: {} }))).toContain('- Deck 13 "ACA Slide Deck": removed "The Premium Tax Credit"\n');
  });

  it('puts a note under the heading, and nothing when nothing changed', () => {
    const note = "The base was read by this change's code.";
    expect(contentChanges(view(), view({ resources: {} }), note)).toMatch(
      /^## What this change does for agents\n\n_The base was read by this change's code\._\n\n### Resources\n/,
    );
    expect(contentChanges(view(), view(), note)).toBe('');
  });
});
