// The slide editor's Fact components (Decap editor components): `fact`, a quote on a line of its
// own with Decap's form, its name a relation over the facts collection, and `fact-inline`, a quote
// inside a sentence, picked in a dialog (fact-picker.ts). Both write the quote back exactly as read
// unless changed; both preview as the site prints the quote (FactQuote), in rich text and in the
// preview pane alike.
import type { BlockEditorComponentOptions, CmsField, EditorComponentField, InlineEditorComponentOptions } from 'decap-cms-core';
import FactQuote from '../components/content/FactQuote.tsx';
import { FACT_COMPONENT, FACT_INLINE_COMPONENT } from '../lib/cms/config.ts';
import { pickFact } from './fact-picker.ts';
import { FACT_BLOCK, FACT_TAG, type FactTag, parseFactTag, printFactTag } from './fact-tag.ts';
import { factOf, figureNames, type KnownFacts, quoteText } from './facts.ts';

/** The quote a match holds; a quote the form cannot hold keeps its text (and is written back as it was). */
const quoteOf = (match: RegExpMatchArray): FactTag => parseFactTag(match[0]) ?? { name: '', source: match[0] };

/**
 * One quote as the site prints it (FactQuote): the figure, and with `cite` a link to the source. A
 * figure the registry (as the editor knows it) cannot give shows the quote's name in a
 * `.fact-marker`, saying "previous year" for a quote of the plan year before.
 */
export function FactPreview({ facts, tag }: { facts: KnownFacts; tag: FactTag }) {
  const text = quoteText(facts, tag);
  const fact = factOf(facts, tag.name);
  if (text !== undefined && fact) return <FactQuote name={tag.name} text={text} cite={tag.cite ? fact : undefined} />;
  const label = tag.name ? `${tag.name}${tag.field && tag.field !== 'display' ? `.${tag.field}` : ''}` : 'no fact chosen';
  return (
    <>
      <span
        className="fact fact-marker"
        data-fact={tag.name}
        title="Not in the editor's facts list: the site prints the registry's figure"
      >{`${label}${tag.year === 'previous' ? ' (previous year)' : ''}`}</span>
      {tag.cite && <sup className="fact-cite">source</sup>}
    </>
  );
}

/** The block form's fields: the fact from the facts collection, then its figure, plan year and citation. */
function fields(facts: KnownFacts, name: CmsField): EditorComponentField[] {
  const figures = figureNames(facts);
  const form: CmsField[] = [
    name,
    facts
      ? {
          name: 'field',
          label: 'Figure (field)',
          widget: 'select',
          required: false,
          options: [
            { value: 'planYear', label: 'Its plan year (planYear)' },
            ...figures.map((figure) => ({ value: figure, label: `Worked example: ${figure}` })),
          ],
          hint: "Leave empty for the fact's text.",
        }
      : {
          name: 'field',
          label: 'Figure (field)',
          widget: 'string',
          required: false,
          hint: "planYear, a worked example's figure, or empty.",
        },
    {
      name: 'year',
      label: 'Plan year',
      widget: 'select',
      required: false,
      options: [
        { value: 'current', label: 'Current plan year' },
        { value: 'previous', label: 'Previous plan year' },
      ],
      hint: 'Empty is the current plan year.',
    },
    { name: 'cite', label: 'Link the source (cite)', widget: 'boolean', required: false, default: false },
  ];
  // Decap's type for these fields knows no select options; its form takes any field.
  return form as unknown as EditorComponentField[];
}

/** `fact`: a quote that is a block of its own, edited in Decap's form. */
export function factBlock(facts: KnownFacts, name: CmsField): BlockEditorComponentOptions {
  return {
    id: FACT_COMPONENT,
    label: 'Fact',
    fields: fields(facts, name),
    pattern: FACT_BLOCK,
    fromBlock: quoteOf,
    toBlock: printFactTag,
    toPreview: (data: FactTag) => <FactPreview facts={facts} tag={data} />,
  };
}

/** `fact-inline`: a quote inside a sentence, picked and changed in the Fact dialog. */
export function factInline(facts: KnownFacts): InlineEditorComponentOptions {
  return {
    id: FACT_INLINE_COMPONENT,
    label: 'Fact in the sentence',
    type: 'inline',
    trigger: '<Fact',
    pattern: FACT_TAG,
    fromInline: quoteOf,
    toInline: printFactTag,
    toPreview: (data) => <FactPreview facts={facts} tag={data as FactTag} />,
    onInsert: () => pickFact(facts, {}) as Promise<Record<string, unknown> | null>,
    onEdit: ({ data }) => pickFact(facts, data as FactTag) as Promise<Record<string, unknown> | null>,
  };
}
