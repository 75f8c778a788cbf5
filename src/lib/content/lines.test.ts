import { describe, expect, it } from 'vitest';
import { fieldSegments, yamlLine } from './lines.ts';

const quiz = `module: 13
questions:
  - id: first
    answers:
      - text: One
        correct: true
      - text: Two
  - id: second
    answers:
      - text: Three
`;

const faqs = `- id: 1
  question: Why?
  answer: Because.
- id: 2
  question: How?
`;

describe('yamlLine', () => {
  it('splits a field into keys and positions', () => {
    expect(fieldSegments('questions[1].answers[0].text')).toEqual(['questions', 1, 'answers', 0, 'text']);
    expect(fieldSegments('oopMax.byPlanYear.2027.value')).toEqual(['oopMax', 'byPlanYear', '2027', 'value']);
  });

  it('finds the line of a field, a list item, or the deepest part that exists', () => {
    expect(yamlLine(quiz, 'questions[0].answers[1].text')).toBe(7);
    expect(yamlLine(quiz, 'questions[1].answers[0].text')).toBe(10);
    expect(yamlLine(quiz, 'questions[1].facts')).toBe(8);
    expect(yamlLine(quiz, 'questions')).toBe(3);
    expect(yamlLine(quiz, 'module')).toBe(1);
  });

  it('reads a list file whose fields start with the list name', () => {
    expect(yamlLine(faqs, 'faqs[1].question')).toBe(5);
    expect(yamlLine(faqs, 'faqs[1].answer')).toBe(4);
  });

  it('has no line for a file it cannot place the field in', () => {
    expect(yamlLine('', 'questions[0]')).toBeUndefined();
  });
});
