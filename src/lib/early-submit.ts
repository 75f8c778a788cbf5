/**
 * A form's submit button answers a tap at once, also before its island is live (docs/behaviour.md,
 * "Before an island is live"). The page's inline script (src/components/EarlySubmit.astro, made from
 * `holdEarlySubmits`) catches the submit of a form marked `data-early-submit` that no island has
 * handled yet, keeps the page from reloading (which would lose what was filled in), and shows the
 * busy state the island would: the button reads the attribute's value ('Calculating...') and is
 * disabled. The island, once live, takes the pending submit (`takePendingSubmit`) and runs it with
 * what the form holds then, so nothing typed or chosen in the meantime is lost.
 */

/** The label of a calculator's button while it calculates (both calculators' spec). */
export const BUSY_LABEL = 'Calculating...';

/**
 * The inline script's body, run as `(holdEarlySubmits)(document)` before the page's islands: its
 * text is written into the page, so it uses nothing from outside its parameter. React listens on
 * the island's element, below the document: a submit that reaches the document not yet prevented
 * is one no live island took.
 */
export function holdEarlySubmits(doc: Document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const busy = form.getAttribute('data-early-submit');
    const button = form.querySelector<HTMLButtonElement>('[type=submit]');
    if (event.defaultPrevented || !busy || !button) return;
    event.preventDefault();
    form.setAttribute('data-pending', '');
    // The label's own text node, which the island will take over when it hydrates.
    if (button.firstChild) button.firstChild.nodeValue = busy;
    button.disabled = true;
  });
}

/**
 * For the island, once live (in a layout effect, before it paints): whether a submit is waiting for
 * it. The submit button is given back as the island rendered it (`label`, enabled), so from here
 * its own state draws it.
 */
export function takePendingSubmit(form: HTMLFormElement | null, label: string): boolean {
  if (!form?.hasAttribute('data-pending')) return false;
  form.removeAttribute('data-pending');
  const button = form.querySelector<HTMLButtonElement>('[type=submit]');
  if (button) {
    // The same text node React now holds (replacing it would leave React updating a detached one).
    if (button.firstChild) button.firstChild.nodeValue = label;
    button.disabled = false;
  }
  return true;
}
