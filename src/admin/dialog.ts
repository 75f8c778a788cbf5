// A small modal form over the editor, for the slide components Decap gives no form of their own
// (the inline Fact and SiteLink): a native <dialog>, so focus, Escape and the backdrop are the browser's.

type Attributes = Record<string, string>;

export function element<K extends keyof HTMLElementTagNameMap>(
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

export const CONTROL_STYLE =
  'display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:6px;border:1px solid #8a8f98;border-radius:4px;font:inherit';

export const labelled = (doc: Document, text: string, control: HTMLElement) =>
  element(doc, 'label', { style: 'display:block;margin-top:12px;font-weight:600' }, [text, control]);

/**
 * Opens a dialog titled `title` holding `controls`; resolves to the form's data when the editor
 * submits it (the browser checks `required` and `pattern` first), or null on Cancel or Escape.
 */
export function formDialog(
  doc: Document,
  { title, intro, controls, submit }: { title: string; intro: string; controls: HTMLElement[]; submit: string },
): Promise<FormData | null> {
  const form = element(doc, 'form', { method: 'dialog' }, [
    element(doc, 'h2', { style: 'margin:0;font-size:1.25rem' }, [title]),
    element(doc, 'p', { style: 'margin:4px 0 0;color:#555' }, [intro]),
    ...controls,
    element(doc, 'div', { style: 'display:flex;gap:8px;justify-content:flex-end;margin-top:20px' }, [
      element(doc, 'button', { type: 'button', value: 'cancel', style: 'padding:6px 14px' }, ['Cancel']),
      element(doc, 'button', { type: 'submit', value: 'ok', style: 'padding:6px 14px;font-weight:600' }, [submit]),
    ]),
  ]);
  const dialog = element(
    doc,
    'dialog',
    { 'aria-label': title, style: 'width:min(32rem,90vw);padding:20px;border:1px solid #ccc;border-radius:8px' },
    [form],
  );
  doc.body.append(dialog);
  form.querySelector('button[value="cancel"]')?.addEventListener('click', () => dialog.close('cancel'));
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      const data = new FormData(form);
      dialog.remove();
      resolve(dialog.returnValue === 'ok' ? data : null);
    });
    dialog.showModal();
  });
}
