// The dialog that picks a fact for a quote inside a sentence (the inline Fact component, whose
// Decap gives no form of its own): the fact by name, a figure, the plan year and the citation.
// Without the facts list the name and figure are typed.
import { CONTROL_STYLE, element, formDialog, labelled } from './dialog.ts';
import type { FactTag } from './fact-tag.ts';
import { factNames, factOf, figureNames, type KnownFacts } from './facts.ts';

const shorten = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A select of `options` ([value, label]) holding `value`, or a text box where there are no options. */
function choice(doc: Document, name: string, options: Array<[string, string]>, value: string, required: boolean): HTMLElement {
  if (options.length === 0) return element(doc, 'input', { name, value, style: CONTROL_STYLE, ...(required ? { required: '' } : {}) });
  const select = element(doc, 'select', { name, style: CONTROL_STYLE, ...(required ? { required: '' } : {}) });
  const known = options.some(([option]) => option === value);
  for (const [option, label] of known || value === '' ? options : [[value, value] as [string, string], ...options]) {
    select.append(element(doc, 'option', option === value ? { value: option, selected: '' } : { value: option }, [label]));
  }
  return select;
}

/**
 * Opens the picker over the editor, holding `initial`; resolves to the quote chosen, or null when
 * the editor cancels. The quote keeps `initial.source`, so an unchanged quote keeps its text.
 */
export async function pickFact(facts: KnownFacts, initial: Partial<FactTag>, doc: Document = document): Promise<FactTag | null> {
  const names = factNames(facts).map((name): [string, string] => [name, `${name}: ${shorten(factOf(facts, name)?.display ?? '')}`]);
  const figures = facts ? [['', "The fact's text"] as [string, string], ['planYear', 'Its plan year (planYear)'] as [string, string]] : [];
  for (const figure of figureNames(facts)) figures.push([figure, `Worked example: ${figure}`]);
  const cite = element(doc, 'input', { type: 'checkbox', name: 'cite', ...(initial.cite ? { checked: '' } : {}) });
  const data = await formDialog(doc, {
    title: 'Fact',
    intro: facts
      ? 'Quote a fact of the registry: the site prints its figure.'
      : 'The facts list could not be loaded: type the fact’s name.',
    controls: [
      labelled(doc, 'Fact', choice(doc, 'name', names.length ? [['', 'Choose a fact…'], ...names] : [], initial.name ?? '', true)),
      labelled(doc, 'Figure (field)', choice(doc, 'field', figures, initial.field ?? '', false)),
      labelled(
        doc,
        'Plan year',
        choice(
          doc,
          'year',
          [
            ['', 'Current plan year'],
            ['previous', 'Previous plan year'],
          ],
          initial.year === 'current' ? '' : (initial.year ?? ''),
          false,
        ),
      ),
      element(doc, 'label', { style: 'display:flex;gap:8px;align-items:center;margin-top:12px' }, [cite, 'Link the source (cite)']),
    ],
    submit: initial.name ? 'Update' : 'Insert',
  });
  if (!data) return null;
  const text = (key: string) => String(data.get(key) ?? '').trim() || undefined;
  return { name: text('name') ?? '', field: text('field'), year: text('year'), cite: data.get('cite') === 'on', source: initial.source };
}
