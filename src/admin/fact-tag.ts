// The text of one `<Fact … />` quote in slide MDX, read into the Fact block's fields and written
// back: a quote the editor did not change comes back exactly as it was read, attribute order and all.

/** One quote's attributes, as the Fact block's form holds them. */
export interface FactTag {
  name: string;
  /** `planYear`, or a worked example's figure; none for the display text. */
  field?: string | undefined;
  /** `previous` for the plan year before; none for the current one. */
  year?: string | undefined;
  cite?: boolean | undefined;
  /** The quote's text as read, kept so that an unchanged quote is written back as it was. */
  source?: string | undefined;
}

/** The attributes a quote may carry, in the order a new quote writes them (the content's own). */
const ORDER = ['name', 'field', 'year', 'cite'] as const;
type Attribute = (typeof ORDER)[number];

const ATTRIBUTE = /\s+([A-Za-z]+)(?:="([^"<>]*)")?/g;
const TAG = String.raw`<Fact((?:\s+[A-Za-z]+(?:="[^"<>]*")?)*)\s*\/>`;

/** A quote anywhere in a text (Decap's inline component finds the next one with it). */
export const FACT_TAG = new RegExp(TAG);
/** A block that is one quote and nothing else (Decap's block component). */
export const FACT_BLOCK = new RegExp(`^${TAG}$`);

/** The quote's attributes in the order written, or undefined when it is not a quote this form can hold. */
function attributesOf(text: string): Array<[Attribute, string | true]> | undefined {
  const match = new RegExp(`^${TAG}$`).exec(text.trim());
  if (!match) return undefined;
  const attributes: Array<[Attribute, string | true]> = [];
  for (const [, key = '', value] of (match[1] ?? '').matchAll(ATTRIBUTE)) {
    if (!ORDER.includes(key as Attribute) || attributes.some(([seen]) => seen === key)) return undefined;
    attributes.push([key as Attribute, value ?? true]);
  }
  return attributes;
}

/** Empty text, a cleared select and the defaults all mean "not given". */
const given = (value: unknown, fallback: string): string | undefined =>
  typeof value === 'string' && value !== '' && value !== fallback ? value : undefined;

interface Normal {
  name: string;
  field: string | undefined;
  year: string | undefined;
  cite: boolean;
}

function normalized(tag: Partial<FactTag>): Normal {
  return {
    name: typeof tag.name === 'string' ? tag.name.trim() : '',
    field: given(tag.field, 'display'),
    year: given(tag.year, 'current'),
    cite: tag.cite === true,
  };
}

/** The quote `text` as the form's fields, with the text kept; undefined when it is not a `<Fact … />` quote. */
export function parseFactTag(text: string): FactTag | undefined {
  const attributes = attributesOf(text);
  if (!attributes) return undefined;
  const read = Object.fromEntries(attributes);
  if (typeof read['name'] !== 'string') return undefined;
  const tag: FactTag = { name: read['name'], cite: read['cite'] !== undefined, source: text.trim() };
  if (typeof read['field'] === 'string') tag.field = read['field'];
  if (typeof read['year'] === 'string') tag.year = read['year'];
  return tag;
}

const same = (a: Partial<FactTag>, b: Partial<FactTag>) => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/**
 * The MDX for `tag`: its source when the fields still say what the source said (or when the form
 * could not read the source), otherwise the quote written afresh, keeping the source's attribute
 * order for the attributes it had.
 */
export function printFactTag(tag: Partial<FactTag>): string {
  const previous = typeof tag.source === 'string' ? parseFactTag(tag.source) : undefined;
  if (previous && same(previous, tag)) return tag.source as string;
  // A quote the form could not read, still unnamed in the form: left as it was.
  if (!previous && typeof tag.source === 'string' && normalized(tag).name === '') return tag.source;
  const value = normalized(tag);
  const written = attributesOf(previous?.source ?? '')?.map(([key]) => key) ?? [];
  const order = [...written, ...ORDER.filter((key) => !written.includes(key))];
  const parts = order.flatMap((key) => {
    if (key === 'cite') return value.cite ? ['cite'] : [];
    const text = value[key];
    return text === undefined ? [] : [`${key}="${text}"`];
  });
  return `<Fact ${parts.join(' ')} />`;
}
