// The slide editor's Fact components (Decap editor components): `fact`, a quote on a line of its
// own with Decap's form, and `fact-inline`, a quote inside a sentence, shown as its figure and
// picked in a dialog (fact-picker.ts). Both write the quote back exactly as read unless changed.
import type { BlockEditorComponentOptions, CmsField, EditorComponentField, InlineEditorComponentOptions } from 'decap-cms-core';
import { FACT_COMPONENT, FACT_INLINE_COMPONENT } from '../lib/cms/config.ts';
import { pickFact } from './fact-picker.ts';
import { FACT_BLOCK, FACT_TAG, type FactTag, parseFactTag, printFactTag } from './fact-tag.ts';
import { factNames, factOf, figureNames, type KnownFacts, quoteText } from './facts.ts';
import { factHtml } from './slide-markdown.ts';

/** The quote a match holds; a quote the form cannot hold keeps its text (and is written back as it was). */
const quoteOf = (match: RegExpMatchArray): FactTag => parseFactTag(match[0]) ?? { name: '', source: match[0] };

const shorten = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The block form's fields: selects fed by the facts list, or text boxes without it. */
function fields(facts: KnownFacts): EditorComponentField[] {
  const names = factNames(facts);
  const figures = figureNames(facts);
  const form: CmsField[] = [
    names.length > 0
      ? {
          name: 'name',
          label: 'Fact',
          widget: 'select',
          options: names.map((name) => ({ value: name, label: `${name}: ${shorten(factOf(facts, name)?.display ?? '')}` })),
          hint: 'The registry fact to quote (type to search by name or text).',
        }
      : { name: 'name', label: 'Fact', widget: 'string', hint: 'The facts list could not be loaded: type the fact’s name, e.g. oeEnd.' },
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
export function factBlock(facts: KnownFacts): BlockEditorComponentOptions {
  return {
    id: FACT_COMPONENT,
    label: 'Fact',
    fields: fields(facts),
    pattern: FACT_BLOCK,
    fromBlock: quoteOf,
    toBlock: printFactTag,
    toPreview: (data: FactTag) => factHtml(facts, data),
  };
}

/** How a quote inside a sentence shows in the rich-text editor: its figure, the quote on hover. */
function FactChip({ facts, data }: { facts: KnownFacts; data: FactTag }) {
  const text = data.name ? quoteText(facts, data) : undefined;
  const shown =
    text ?? `${data.name || 'choose a fact'}${data.field ? `.${data.field}` : ''}${data.year === 'previous' ? ' (previous year)' : ''}`;
  return (
    <span
      title={`${printFactTag(data)}: click to change`}
      style={{
        background: '#e8effd',
        border: '1px solid #9db6ec',
        borderRadius: 4,
        padding: '0 4px',
        fontFamily: text ? undefined : 'monospace',
      }}
    >
      {shown}
      {data.cite && <sup style={{ marginLeft: 2, color: '#1d4ed8' }}>source</sup>}
    </span>
  );
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
    toPreview: (data) => <FactChip facts={facts} data={data as FactTag} />,
    onInsert: () => pickFact(facts, {}) as Promise<Record<string, unknown> | null>,
    onEdit: ({ data }) => pickFact(facts, data as FactTag) as Promise<Record<string, unknown> | null>,
  };
}
