/**
 * Behaviour of the header's side panel (a native modal <dialog>, WAI-ARIA dialog pattern): opens from
 * its labelled button, closes on Escape (native), on a link, or on a click outside the panel; keeps
 * Tab inside while open and returns focus to the button afterwards, unless a link into the page has
 * moved it on.
 */
/** What the panel holds that takes focus: its links, buttons and the search field. */
const FOCUSABLE = 'a[href], button, input';

export function initSidePanel(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>('#side-panel');
  const opener = root.querySelector<HTMLButtonElement>('[data-panel-open]');
  if (!dialog || !opener) return;

  const setState = (open: boolean) => {
    dialog.dataset['state'] = open ? 'open' : 'closed';
    opener.setAttribute('aria-expanded', String(open));
  };

  opener.addEventListener('click', () => {
    dialog.showModal();
    setState(true);
  });
  dialog.querySelector('[data-panel-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    setState(false);
    // A link into this same page (a search result for a slide or a FAQ) may already have moved focus
    // to what it opened: leave it there.
    const focused = root.activeElement;
    if (!focused || focused === root.body || focused === opener || dialog.contains(focused)) opener.focus();
  });
  // The panel's content fills the dialog box, so a click whose target is the dialog itself landed
  // on the backdrop outside it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
    else if ((event.target as Element).closest('a[href]')) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // Crossing into the desktop layout with the panel open would leave an invisible modal behind.
  window.matchMedia('(min-width: 48rem)').addEventListener('change', (event) => {
    if (event.matches && dialog.open) dialog.close();
  });
}
