// How the editor reads and writes the content files (Decap's custom formats): each file's text is
// kept with the entry (SOURCE) so a save changes only what the editor changed (yaml-edit.ts). A
// list file becomes `{ items }`, a facts file `{ facts: [{ name, kind, … }] }`, a slide its front
// matter plus `body`, the MDX exactly as written.
import { parse } from 'yaml';
import { editYaml } from './yaml-edit.ts';

/** The entry field holding the file's text as it was read; never written to the file. */
export const SOURCE = 'fileSource';

type Data = Record<string, unknown>;

export interface Format {
  extension: string;
  fromFile(text: string): Data;
  toFile(data: Data): string;
}

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` without the kept text, and the kept text. */
function split(data: Data): [Data, string] {
  const { [SOURCE]: source, ...rest } = data;
  return [rest, typeof source === 'string' ? source : ''];
}

/** A YAML file holding one object (a deck, a knowledge check, the plan year). */
export const yamlDocument: Format = {
  extension: 'yaml',
  fromFile: (text) => ({ ...(parse(text) as Data), [SOURCE]: text }),
  toFile: (data) => {
    const [rest, source] = split(data);
    return editYaml(source, rest);
  },
};

/** A YAML file holding a list (FAQs, resources, the /faq cards): `{ items }` in the form. */
export const yamlList: Format = {
  extension: 'yaml',
  fromFile: (text) => ({ items: (parse(text) as unknown[] | null) ?? [], [SOURCE]: text }),
  toFile: (data) => {
    const [rest, source] = split(data);
    return editYaml(source, Array.isArray(rest['items']) ? rest['items'] : []);
  },
};

/** The kinds of fact the registry holds, as the form names them (the schema's union, in order). */
export type FactKind = 'yearly' | 'example' | 'standing';

const kindOf = (fact: Data): FactKind => ('byPlanYear' in fact ? 'yearly' : 'household' in fact ? 'example' : 'standing');

/** A fact's value as the form's text field shows it: 12000, "100, 400", 2025-12-31, text. */
export function valueText(value: unknown): unknown {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return String(value);
  return value;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const NUMBERS = /^-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)+$/;

/** The form's text back to the value the registry holds: a number, a list of numbers, or text. */
export function typedValue(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return Number(trimmed);
  if (NUMBERS.test(trimmed)) return trimmed.split(',').map((n) => Number(n.trim()));
  return text;
}

const withValueText = (fact: Data): Data => ('value' in fact ? { ...fact, value: valueText(fact['value']) } : fact);
const withValue = (fact: Data): Data => ('value' in fact ? { ...fact, value: typedValue(fact['value']) } : fact);

/** The registry's facts by name, as the form's list: `{ name, kind, …fields }`, plan years as a list. */
export function factsToForm(file: unknown): Data[] {
  if (!isRecord(file)) return [];
  return Object.entries(file).map(([name, raw]) => {
    const fact = isRecord(raw) ? raw : {};
    const byPlanYear = isRecord(fact['byPlanYear'])
      ? {
          byPlanYear: Object.entries(fact['byPlanYear']).map(([planYear, entry]) => ({
            planYear,
            ...withValueText(isRecord(entry) ? entry : {}),
          })),
        }
      : {};
    return { name, kind: kindOf(fact), ...withValueText(fact), ...byPlanYear };
  });
}

/** The form's list back to facts by name, in the list's order. */
export function factsFromForm(facts: unknown): Data {
  const file: Data = {};
  for (const item of Array.isArray(facts) ? facts : []) {
    if (!isRecord(item)) continue;
    const { name, kind: _kind, ...fact } = item;
    const byPlanYear = Array.isArray(fact['byPlanYear'])
      ? {
          byPlanYear: Object.fromEntries(
            fact['byPlanYear'].filter(isRecord).map(({ planYear, ...entry }) => [String(planYear), withValue(entry)]),
          ),
        }
      : {};
    file[String(name)] = { ...withValue(fact), ...byPlanYear };
  }
  return file;
}

/** A file of the facts registry: facts by name, `{ facts: [...] }` in the form. */
export const yamlFacts: Format = {
  extension: 'yaml',
  fromFile: (text) => ({ facts: factsToForm(parse(text)), [SOURCE]: text }),
  toFile: (data) => {
    const [rest, source] = split(data);
    return editYaml(source, factsFromForm(rest['facts']));
  },
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/;

/**
 * A slide: its front matter as fields, its MDX as `body`, written back exactly as it was unless
 * edited. The file's last newline is the file's, not the body's: Decap's rich-text editor writes a
 * body without it (and its save adds it), so an unedited slide reads as unchanged there too.
 */
export const mdxSlide: Format = {
  extension: 'mdx',
  fromFile: (text) => {
    const match = FRONT_MATTER.exec(text);
    const frontMatter = match?.[1] ?? '';
    const body = text.slice(match?.[0].length ?? 0).replace(/\n$/, '');
    return { ...((parse(frontMatter) as Data | null) ?? {}), body, [SOURCE]: frontMatter };
  },
  toFile: (data) => {
    const [{ body, ...fields }, source] = split(data);
    const text = typeof body === 'string' ? body : '';
    return `---\n${editYaml(source, fields)}---\n${text === '' || text.endsWith('\n') ? text : `${text}\n`}`;
  },
};

/** Every format, by the name the collections use. */
export const FORMATS = { 'yaml-document': yamlDocument, 'yaml-list': yamlList, 'yaml-facts': yamlFacts, 'mdx-slide': mdxSlide } as const;
export type FormatName = keyof typeof FORMATS;
