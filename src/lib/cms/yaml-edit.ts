// Writes an edited value back into the YAML text it was read from, changing only the nodes whose
// value changed: comments, quoting, folding and blank lines elsewhere stay byte for byte.
import {
  Document,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  type Node,
  type ParsedNode,
  parseDocument,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

const LINE_WIDTH = 100;

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key]));
  }
  return false;
}

/** A field the form fills in that the file leaves out: `false`, empty text, an empty list or nothing. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0);

/** The column `offset` sits at in `source`. */
const columnOf = (source: string, offset: number) => offset - (source.lastIndexOf('\n', offset - 1) + 1);

/** Indents every line but the first by `column` spaces. */
const indentRest = (text: string, column: number) => text.replace(/\n(?=[^\n])/g, `\n${' '.repeat(column)}`);

/**
 * `value` as YAML text for a node whose first character sits at `column`: a scalar keeps the
 * original's style (folded, literal, quoted) when it is text still; a list written inline stays inline.
 */
function render(value: unknown, original: Node | null, column: number): string {
  const doc = new Document({ k: value });
  const node = doc.get('k', true);
  if (isScalar(node) && isScalar(original) && typeof value === 'string' && typeof original.value === 'string' && original.type)
    node.type = original.type;
  // A list or map where a plain value stood (a fact's value) is written inline, on the key's line.
  if (isSeq(node) || isMap(node)) node.flow = isScalar(original) || (original as { flow?: boolean } | null)?.flow === true;
  const collection = (isSeq(node) || isMap(node)) && !node.flow;
  const text = doc
    .toString({ lineWidth: Math.max(40, LINE_WIDTH - column), indent: 2, flowCollectionPadding: false })
    .replace(/^k:[ \n]/, '')
    .trimEnd();
  // A block collection's own lines came out indented by two under `k:`; the node starts at `column`.
  return collection ? indentRest(text.replace(/^ {2}/gm, ''), column) : indentRest(text, column - 2 < 0 ? 0 : column - 2);
}

/** Where `node`'s text ends, before the line breaks and spaces a block node's range takes in. */
function contentEnd(source: string, node: ParsedNode): number {
  let end = node.range[1];
  while (end > node.range[0] && /\s/.test(source[end - 1] ?? '')) end -= 1;
  return end;
}

/** Values that were not in the file, as new lines after the map's last pair, at its keys' column. */
function addedPairs(map: YAMLMap<ParsedNode, ParsedNode | null>, next: Record<string, unknown>, source: string): Edit | undefined {
  const present = new Set(map.items.map((pair) => keyOf(pair.key)));
  const added = Object.entries(next).filter(([key, value]) => !present.has(key) && !isBlank(value));
  const last = map.items.at(-1);
  if (added.length === 0 || !last?.key) return undefined;
  const column = columnOf(source, last.key.range[0]);
  const end = contentEnd(source, last.value ?? last.key);
  const options = { lineWidth: Math.max(40, LINE_WIDTH - column), indent: 2, flowCollectionPadding: false };
  const text = added
    .map(([key, value]) => `\n${' '.repeat(column)}${indentRest(new Document({ [key]: value }).toString(options).trimEnd(), column)}`)
    .join('');
  return { start: end, end, text };
}

const keyOf = (key: unknown) => String(isScalar(key) ? key.value : key);

function diff(node: ParsedNode | null, next: unknown, source: string, edits: Edit[]): void {
  if (!node) return;
  if (same(node.toJSON(), next)) return;
  if (isMap(node) && !node.flow && isRecord(next)) {
    const kept = node.items.filter((pair) => keyOf(pair.key) in next);
    const removed = node.items.length !== kept.length;
    if (!removed) {
      for (const pair of node.items) {
        const key = keyOf(pair.key);
        diffChild(pair.value, next[key], source, edits, pair.key?.range[0] ?? node.range[0]);
      }
      const added = addedPairs(node, next, source);
      if (added) edits.push(added);
      return;
    }
  }
  if (isSeq(node) && !node.flow && Array.isArray(next) && listEdits(node, next, source, edits)) return;
  edits.push({ start: node.range[0], end: contentEnd(source, node), text: render(next, node, columnOf(source, node.range[0])) });
}

const lineStart = (source: string, offset: number) => source.lastIndexOf('\n', offset - 1) + 1;

/**
 * A block list's edits when its items kept their places: items changed in place, items added at
 * the end (laid out like the last one, a blank line between them when the file has one), or items
 * removed with their lines. False for anything else (a reorder), which rewrites the list.
 */
function listEdits(node: YAMLSeq.Parsed, next: unknown[], source: string, edits: Edit[]): boolean {
  // A block list's items are nodes (a `key: value` item is a map); a bare pair only comes in flow lists.
  const items = node.items.map((item) => (isNode(item) ? (item as ParsedNode) : null));
  const edit = (item: ParsedNode | null, value: unknown) => diffChild(item, value, source, edits, item?.range[0] ?? node.range[0]);
  if (next.length >= items.length) {
    for (const [i, item] of items.entries()) edit(item, next[i]);
    const last = items.at(-1);
    if (next.length === items.length || !last) return next.length === items.length;
    const column = columnOf(source, last.range[0]) - 2;
    const previous = items.at(-2);
    const blank = previous && /\n[ \t]*\n/.test(source.slice(contentEnd(source, previous), lineStart(source, last.range[0])));
    const added = next.slice(items.length).map((value) => {
      const text = new Document([value]).toString({
        lineWidth: Math.max(40, LINE_WIDTH - column),
        indent: 2,
        flowCollectionPadding: false,
      });
      return `${blank ? '\n' : ''}\n${' '.repeat(column)}${indentRest(text.trimEnd(), column)}`;
    });
    const end = contentEnd(source, last);
    edits.push({ start: end, end, text: added.join('') });
    return true;
  }
  // Removed items: what is left must be the file's items in order, unchanged.
  const kept: number[] = [];
  for (const [i, item] of items.entries()) if (kept.length < next.length && same(item?.toJSON(), next[kept.length])) kept.push(i);
  if (kept.length !== next.length) return false;
  for (const [i, item] of items.entries()) {
    if (kept.includes(i) || !item) continue;
    const after = items[i + 1];
    const before = items[i - 1];
    if (after) edits.push({ start: lineStart(source, item.range[0]), end: lineStart(source, after.range[0]), text: '' });
    else if (before) edits.push({ start: contentEnd(source, before), end: contentEnd(source, item), text: '' });
    else return false;
  }
  return true;
}

/** A map value or list item: `keyStart` is where its key (or its item) begins, so its content indents from there. */
function diffChild(node: ParsedNode | null, next: unknown, source: string, edits: Edit[], keyStart: number): void {
  if (!node) return;
  const collections = (isMap(node) && isRecord(next)) || (isSeq(node) && Array.isArray(next));
  if (collections || same(node.toJSON(), next)) {
    diff(node, next, source, edits);
    return;
  }
  const column = columnOf(source, keyStart) + 2;
  edits.push({ start: node.range[0], end: contentEnd(source, node), text: render(next, node, column) });
}

/**
 * `source` with its value changed to `next`. Unchanged values keep their text; a changed value is
 * rewritten in place, in the style it had; keys the file leaves out stay out while the form holds
 * them blank. A file with nothing to keep (`source` empty) is written fresh.
 */
export function editYaml(source: string, next: Plain | Record<string, unknown> | unknown[]): string {
  if (source.trim() === '') return new Document(next).toString({ lineWidth: LINE_WIDTH, indent: 2, flowCollectionPadding: false });
  const doc = parseDocument(source);
  const edits: Edit[] = [];
  diff(doc.contents, withoutBlanks(next, doc.contents), source, edits);
  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}

/** `next` without the blank fields the file does not have (a form's unticked box, an emptied optional field). */
function withoutBlanks(next: unknown, node: ParsedNode | null): unknown {
  if (Array.isArray(next)) return next.map((item, i) => withoutBlanks(item, isSeq(node) ? (node.items[i] ?? null) : null));
  if (!isRecord(next)) return next;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const pair = isMap(node) ? node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key) : undefined;
    if (!pair && isBlank(value)) continue;
    kept[key] = withoutBlanks(value, pair?.value ?? null);
  }
  return kept;
}
