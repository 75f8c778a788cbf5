// The editor's collections (Decap CMS): one per kind of content file, each field derived from the
// content schema the build checks with (fields.ts), each file read and written by a format that
// keeps what the editor did not change (formats.ts).
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { LAYOUT } from '../content/layout.ts';
import {
  deckFileSchema,
  factNameSchema,
  factReferenceSchema,
  faqLinkSchema,
  faqResourceSchema,
  faqSchema,
  type LinkedCollection,
  planYearFileSchema,
  quizFileSchema,
  resourceSchema,
  slideFrontmatterSchema,
  standingFactSchema,
  workedExampleSchema,
  yearlyFactSchema,
} from '../content/schemas.ts';
import { ANSWERS_WIDGET, FACT_COMPONENT, FACT_INLINE_COMPONENT, SITE_LINK_COMPONENT } from './config.ts';
import { type FieldOptions, fieldOf, fieldsOf, jsonSchemaOf, type RelationTarget } from './fields.ts';
import { type FormatName, SOURCE } from './formats.ts';

/** A collection with the format its files use (Decap's `format`, one of ours). */
type Collection = CmsCollection & { format: FormatName; extension: string };

/** Text the editor writes in a box of several lines. */
const LONG = ['description', 'answer', 'scenario', 'explanation', 'note', 'source', 'text'];

/** The file's text as read, kept with the entry so that a save rewrites only what changed. */
const SOURCE_FIELD: CmsField = { name: SOURCE, label: 'File as read', widget: 'hidden', required: false };

/**
 * The slides' MDX editor. Decap opens it in rich text unless the editor last chose Markdown (the
 * order of `modes` does not set the default); both keep a slide's text: Markdown as typed, rich
 * text through the Fact components and the slides' `-` bullets (src/admin/markdown-style.ts).
 */
export const SLIDE_BODY: CmsField = {
  name: 'body',
  label: 'Slide',
  widget: 'markdown',
  modes: ['raw', 'rich_text'],
  editor_components: [FACT_INLINE_COMPONENT, FACT_COMPONENT, SITE_LINK_COMPONENT],
  hint: 'The slide in MDX. Quote every figure and date from the facts registry, never by typing it: in rich text with "Fact in the sentence" or "Fact" from the + menu, in Markdown as <Fact name="…" /> (CONTRIBUTING.md).',
};

/**
 * Where the editor picks an entry a field names (the fields the schemas mark with
 * `linkedCollection`): a deck by its id, a slide by its id, a fact by its name inside the facts
 * files (their form's `facts` list, `*` for every item).
 */
export const RELATIONS: Readonly<Record<LinkedCollection, RelationTarget>> = {
  modules: { collection: 'modules', value_field: 'id', search_fields: ['title'], display_fields: ['title'] },
  slides: { collection: 'slides', value_field: 'id', search_fields: ['title', 'id'], display_fields: ['title'] },
  facts: { collection: 'facts', value_field: 'facts.*.name', search_fields: ['facts.*.name'], display_fields: ['facts.*.name'] },
};

/**
 * The name field of the slides' Fact block (src/admin/fact-components.tsx): a fact picked from the
 * facts collection by the same schema mark and relation target as a question's facts.
 */
export function factNameField(): CmsField {
  const field = fieldOf('name', jsonSchemaOf(factReferenceSchema), true, { relations: RELATIONS });
  if (!field) throw new Error('a quoted fact name has no form field');
  return { ...field, label: 'Fact', hint: 'The registry fact to quote (type part of its name).' };
}

/** How to propose what the editor cannot create alone (CONTRIBUTING.md). */
const PROPOSE =
  'To propose a new slide or deck, open an issue or a pull request as CONTRIBUTING.md says ("Proposing a new slide or deck").';

function fields(schema: Parameters<typeof jsonSchemaOf>[0], options: FieldOptions = {}): CmsField[] {
  return fieldsOf(jsonSchemaOf(schema), { long: LONG, relations: RELATIONS, ...options });
}

/** A knowledge check's fields, its answers in the widget that wants exactly one right answer. */
function quizFields(): CmsField[] {
  return fields(quizFileSchema).map((field) =>
    field.name === 'questions' && 'fields' in field && field.fields
      ? {
          ...field,
          fields: field.fields.map((inner) => (inner.name === 'answers' ? ({ ...inner, widget: ANSWERS_WIDGET } as CmsField) : inner)),
        }
      : field,
  );
}

/** One variable type of the facts list: the fact's name, then the fields of its kind. */
function factType(name: string, label: string, schema: Parameters<typeof jsonSchemaOf>[0], hint: string) {
  const nameField = fieldOf('name', jsonSchemaOf(factNameSchema), true);
  return {
    name,
    label,
    widget: 'object' as const,
    summary: '{{fields.name}}',
    hint,
    fields: [
      ...(nameField
        ? [{ ...nameField, hint: 'The name content quotes, in camelCase (e.g. oopMaxIndividual); renaming it breaks every quote' }]
        : []),
      ...fields(schema, {
        recordKeys: { byPlanYear: 'planYear' },
        // The engine's facts take their figures from the subsidy tables as they load: no value typed.
        optional: ['value', 'display'],
      }),
    ],
  };
}

const listFile = (name: string, label: string, file: string, schema: Parameters<typeof jsonSchemaOf>[0], singular: string) => ({
  name,
  label,
  file,
  fields: [
    {
      name: 'items',
      label,
      label_singular: singular,
      widget: 'list',
      collapsed: true,
      summary: '{{fields.question}}{{fields.title}}',
      fields: fields(schema),
    } as CmsField,
    SOURCE_FIELD,
  ],
});

/** Every collection the editor offers. */
export function collections(): Collection[] {
  return [
    {
      name: 'modules',
      label: 'Decks',
      label_singular: 'Deck',
      description: `A training deck: its card on /modules and the order of its slides. The decks and their slide counts are fixed, so the editor adds none. ${PROPOSE}`,
      folder: LAYOUT.modulesDir,
      extension: 'yaml',
      format: 'yaml-document',
      create: false,
      delete: false,
      identifier_field: 'title',
      slug: '{{fields.id}}-{{slug}}',
      summary: '{{id}} · {{title}}',
      fields: [...fields(deckFileSchema, { omit: ['duration'] }), SOURCE_FIELD],
    },
    {
      name: 'slides',
      label: 'Slides',
      label_singular: 'Slide',
      description: `One slide of a deck: MDX that quotes the facts registry. A new slide needs its deck's slide list changed with it, so the editor adds none. ${PROPOSE}`,
      folder: LAYOUT.slidesDir,
      path: '{{module}}/{{id}}',
      extension: 'mdx',
      format: 'mdx-slide',
      create: false,
      delete: false,
      identifier_field: 'title',
      slug: '{{fields.id}}',
      summary: '{{module}} · {{title}}',
      fields: [...fields(slideFrontmatterSchema), SLIDE_BODY, SOURCE_FIELD],
    },
    {
      name: 'quizzes',
      label: 'Knowledge checks',
      label_singular: 'Knowledge check',
      description:
        "A deck's scenario questions, each with one right answer and an explanation for every answer. Every deck has its one knowledge check: add questions to it.",
      folder: LAYOUT.quizzesDir,
      extension: 'yaml',
      format: 'yaml-document',
      create: false,
      delete: false,
      identifier_field: 'module',
      slug: '{{fields.module}}',
      summary: 'Module {{module}}',
      fields: [...quizFields(), SOURCE_FIELD],
    },
    {
      name: 'facts',
      label: 'Facts registry',
      label_singular: 'Facts file',
      description:
        'Every figure, date and rule the training quotes, with its source and how well it is confirmed. A new fact goes in the list of the file on its subject.',
      folder: LAYOUT.factsDir,
      extension: 'yaml',
      format: 'yaml-facts',
      create: false,
      delete: false,
      identifier_field: 'facts',
      summary: '{{filename}}',
      fields: [
        {
          name: 'facts',
          label: 'Facts',
          label_singular: 'Fact',
          widget: 'list',
          collapsed: true,
          summary: '{{fields.name}}',
          typeKey: 'kind',
          types: [
            factType(
              'standing',
              'Standing fact or dated record',
              standingFactSchema,
              'A rule or figure that does not change each plan year',
            ),
            factType('yearly', 'Figure by plan year', yearlyFactSchema, 'A figure with one entry per plan year'),
            factType('example', 'Worked example', workedExampleSchema, 'A household the subsidy engine works at build time'),
          ],
        } as CmsField,
        SOURCE_FIELD,
      ],
    },
    {
      name: 'lists',
      label: 'FAQs and resources',
      description: 'The lists the home page, /faq and /resources show.',
      extension: 'yaml',
      format: 'yaml-list',
      files: [
        listFile('faqs', 'Home-page FAQs', LAYOUT.faqs, faqSchema, 'FAQ'),
        listFile('resources', 'Resource library', LAYOUT.resources, resourceSchema, 'Resource'),
        listFile('faqLinks', 'Official FAQ cards (/faq)', LAYOUT.faqLinks, faqLinkSchema, 'Card'),
        listFile('faqResources', 'Official resource cards (/faq)', LAYOUT.faqResources, faqResourceSchema, 'Card'),
      ],
    },
    {
      name: 'settings',
      label: 'Plan year',
      description: 'The plan year the training teaches.',
      extension: 'yaml',
      format: 'yaml-document',
      files: [{ name: 'planYear', label: 'Plan year', file: LAYOUT.planYear, fields: [...fields(planYearFileSchema), SOURCE_FIELD] }],
    },
  ];
}
