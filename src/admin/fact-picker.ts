// The dialog that picks a fact for a quote inside a sentence (the inline Fact component, whose
// Decap gives no form of its own): the fact by name, a figure, the plan year and the citation.
// Without the facts list the name and figure are typed.
import type { FactTag } from './fact-tag.ts';
import { factNames, factOf, figureNames, type KnownFacts } from './facts.ts';

type Attributes = Record<string, string>;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Attributes = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

const shorten = (text: string, length = 70) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A select of `options` ([value, label]) holding `value`, or a text box where there are no options. */
function choice(doc: Document, name: string, options: Array<[string, string]>, value: string, required: boolean): HTMLElement {
  const style =
    'display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:6px;border:1px solid #8a8f98;border-radius:4px;font:inherit';
  if (options.length === 0) return element(doc, 'input', { name, value, style, ...(required ? { required: '' } : {}) });
  const select = element(doc, 'select', { name, style, ...(required ? { required: '' } : {}) });
  const known = options.some(([option]) => option === value);
  for (const [option, label] of known || value === '' ? options : [[value, value] as [string, string], ...options]) {
    select.append(element(doc, 'option', option === value ? { value: option, selected: '' } : { value: option }, [label]));
  }
  return select;
}

const labelled = (doc: Document, text: string, control: HTMLElement) =>
  element(doc, 'label', { style: 'display:block;margin-top:12px;font-weight:600' }, [text, control]);

/**
 * Opens the picker over the editor, holding `initial`; resolves to the quote chosen, or null when
 * the editor cancels. The quote keeps `initial.source`, so an unchanged quote keeps its text.
 */
export function pickFact(facts: KnownFacts, initial: Partial<FactTag>, doc: Document = document): Promise<FactTag | null> {
  const names = factNames(facts).map((name): [string, string] => [name, `${name}: ${shorten(factOf(facts, name)?.display ?? '')}`]);
  const figures = facts ? [['', "The fact's text"] as [string, string], ['planYear', 'Its plan year (planYear)'] as [string, string]] : [];
  for (const figure of figureNames(facts)) figures.push([figure, `Worked example: ${figure}`]);
  const cite = element(doc, 'input', { type: 'checkbox', name: 'cite', ...(initial.cite ? { checked: '' } : {}) });
  const form = element(doc, 'form', { method: 'dialog' }, [
    element(doc, 'h2', { style: 'margin:0;font-size:1.25rem' }, ['Fact']),
    element(doc, 'p', { style: 'margin:4px 0 0;color:#555' }, [
      facts ? 'Quote a fact of the registry: the site prints its figure.' : 'The facts list could not be loaded: type the fact’s name.',
    ]),
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
    element(doc, 'div', { style: 'display:flex;gap:8px;justify-content:flex-end;margin-top:20px' }, [
      element(doc, 'button', { type: 'button', value: 'cancel', style: 'padding:6px 14px' }, ['Cancel']),
      element(doc, 'button', { type: 'submit', value: 'ok', style: 'padding:6px 14px;font-weight:600' }, [
        initial.name ? 'Update' : 'Insert',
      ]),
    ]),
  ]);
  const dialog = element(
    doc,
    'dialog',
    { 'aria-label': 'Fact', style: 'width:min(32rem,90vw);padding:20px;border:1px solid #ccc;border-radius:8px' },
    [form],
  );
  doc.body.append(dialog);
  form.querySelector('button[value="cancel"]')?.addEventListener('click', () => dialog.close('cancel'));
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      const data = new FormData(form);
      dialog.remove();
      if (dialog.returnValue !== 'ok') return resolve(null);
      const text = (key: string) => String(data.get(key) ?? '').trim() || undefined;
      resolve({
        name: text('name') ?? '',
        field: text('field'),
        year: text('year'),
        cite: data.get('cite') === 'on',
        source: initial.source,
      });
    });
    dialog.showModal();
  });
}
