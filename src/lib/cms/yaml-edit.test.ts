import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editYaml } from './yaml-edit.ts';

const FAQS = `# Home-page FAQs. Fields: see faqSchema.
# Most-asked questions first.
- id: 1
  question: When is open enrollment (OE) for plan year {{oeStart.planYear}}?
  answer: >-
    On HealthCare.gov it runs from {{oeStart}} to {{oeEnd}}, and every plan chosen in it starts on
    {{oeCoverageStart}}, once the first premium is paid by the insurer's deadline.

- id: 18 # renewals
  question: "Why is my client's renewed premium different?"
  answer: plain text
`;

// biome-ignore lint/suspicious/noExplicitAny: the test changes parsed YAML of whatever shape it wrote.
const edited = (source: string, change: (value: any) => void) => {
  const value = parse(source);
  change(value);
  return editYaml(source, value);
};

describe('editYaml', () => {
  it('gives the file back unchanged when nothing changed', () => {
    expect(editYaml(FAQS, parse(FAQS))).toBe(FAQS);
  });

  it('rewrites one changed answer in its folded style and leaves every other line alone', () => {
    const text = edited(FAQS, (faqs) => {
      faqs[0].answer = `${'A much longer answer that keeps going '.repeat(4)}until it ends.`;
    });
    expect(parse(text)[0].answer).toBe(`${'A much longer answer that keeps going '.repeat(4)}until it ends.`);
    expect(text).toContain('  answer: >-\n    A much longer');
    expect(text.split('\n').every((line) => line.length <= 100)).toBe(true);
    const rest = (t: string) => t.slice(t.indexOf('- id: 18'));
    expect(rest(text)).toBe(rest(FAQS));
    expect(text.startsWith('# Home-page FAQs. Fields: see faqSchema.\n# Most-asked questions first.\n- id: 1\n')).toBe(true);
  });

  it('keeps a quoted value quoted and a comment on its line', () => {
    const text = edited(FAQS, (faqs) => {
      faqs[1].question = 'Why is it different: really?';
    });
    expect(text).toContain(`  question: "Why is it different: really?"`);
    expect(text).toContain('- id: 18 # renewals');
  });

  it('adds an item to a list, and leaves out blank fields the file did not have', () => {
    const text = edited(FAQS, (faqs) => {
      faqs.push({ id: 37, question: 'New?', answer: 'Yes.', note: '' });
    });
    expect(parse(text)).toEqual([...parse(FAQS), { id: 37, question: 'New?', answer: 'Yes.' }]);
    expect(text).toContain('# Most-asked questions first.');
  });

  it('adds a field after the last one of its map, and drops an unticked box the file leaves out', () => {
    const source =
      'questions:\n  - id: a\n    answers:\n      - text: One\n        explanation: Because.\n      - text: Two\n        correct: true\n        explanation: Right.\n';
    const text = edited(source, (quiz) => {
      quiz.questions[0].answers[0].correct = false;
      quiz.questions[0].applied = true;
    });
    expect(parse(text)).toEqual({
      questions: [
        {
          id: 'a',
          answers: [
            { text: 'One', explanation: 'Because.' },
            { text: 'Two', correct: true, explanation: 'Right.' },
          ],
          applied: true,
        },
      ],
    });
    expect(text).toContain('        explanation: Right.\n    applied: true\n');
  });

  it('writes an inline list inline, and a list where a number stood inline too', () => {
    const source = 'fact:\n  value: 12\n  facts: [a, b]\n';
    const text = edited(source, (file) => {
      file.fact.value = [100, 400];
      file.fact.facts = ['a', 'b', 'c'];
    });
    expect(text).toBe('fact:\n  value: [100, 400]\n  facts: [a, b, c]\n');
  });

  it('writes a new file fresh', () => {
    expect(editYaml('', { id: 1, title: 'T' })).toBe('id: 1\ntitle: T\n');
  });
});
