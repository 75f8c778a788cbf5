// The line of a YAML file a problem's field is on, so that an editor (and a pull request's
// annotations) land on it. The schema checks know the field's path, not its line; the `yaml`
// package's document model does. Slides carry their line already (the MDX compile's positions).
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import type { ContentProblem } from './problems.ts';

/** "questions[2].answers[0].text" -> ["questions", 2, "answers", 0, "text"]. */
export function fieldSegments(field: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) segments.push(part[2] === undefined ? (part[1] ?? '') : Number(part[2]));
  return segments;
}

function child(node: Node | null | undefined, key: string | number): Node | null {
  if (isSeq(node) && typeof key === 'number') return (node.items[key] as Node | undefined) ?? null;
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
    // The key's own line: a missing or wrong value is reported where its key is.
    return pair ? ((pair.value as Node | null) ?? (pair.key as Node)) : null;
  }
  return null;
}

/**
 * The 1-based line of `field` in the YAML `text`: the deepest part of the path the file has (a
 * missing field is reported on its parent). A list file's fields start with the list's name
 * ("faqs[2].answer" in faqs.yaml), which the file itself does not spell.
 */
export function yamlLine(text: string, field: string): number | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, keepSourceTokens: false });
  let node = doc.contents as Node | null;
  let segments = fieldSegments(field);
  if (isSeq(node) && typeof segments[0] === 'string') segments = segments.slice(1);
  let found: Node | null = null;
  for (const segment of segments) {
    const next = child(node, segment);
    if (next === null) break;
    node = next;
    found = next;
  }
  const offset = found?.range?.[0];
  return offset === undefined ? undefined : counter.linePos(offset).line;
}

/** The problems of YAML files with the line of their field, where the file has it (`text`: a file's text by its path). */
export function withLines(problems: readonly ContentProblem[], text: (file: string) => string | undefined): ContentProblem[] {
  return problems.map((problem) => {
    if (problem.line !== undefined || !problem.file.endsWith('.yaml')) return problem;
    const source = text(problem.file);
    const line = source === undefined ? undefined : yamlLine(source, problem.path);
    return line === undefined ? problem : { ...problem, line };
  });
}
