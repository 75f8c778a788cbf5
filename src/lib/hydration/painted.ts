import type { ClientDirective } from 'astro';

/** How long without a new largest paint before the page counts as shown. */
const SETTLED_MS = 200;

/** What a press is held for: the element to click again once hydrated, or none. */
function pressable(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('button, input, label') : null;
  if (element instanceof HTMLButtonElement) return element.type === 'button' || element.type === 'submit' ? element : null;
  const input = element instanceof HTMLLabelElement ? element.control : element;
  const choice = input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox');
  return choice ? element : null;
}

/**
 * `client:painted`: hydrates once the page has painted what it shows first. For islands whose
 * content is already in the static HTML (a deck's slides, a knowledge check's questions): their
 * JavaScript is then never fetched before the page's largest paint, which on a slow phone network
 * would otherwise share the connection with the page (`client:idle` can fire before the first
 * paint). Each largest contentful paint (or, where the browser does not report those, each paint)
 * restarts a short wait; when it runs out, the island hydrates, or sooner, at the reader's first
 * touch, focus or key inside it. Until then it is its static HTML; a tab opened in the background
 * paints, and so hydrates, when it is shown.
 *
 * A press while the island's code is still on its way is held back and made again, once, when the
 * island has hydrated, so a quick tap on Next is not lost: on a button (the static HTML's buttons do
 * nothing by themselves, and a submit button would send its form as a page load) or on a radio
 * button or checkbox (or its label), which would otherwise show a choice React never heard of.
 */
const painted: ClientDirective = (load, _options, island) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const pressed: HTMLElement[] = [];
  // Registered before React's own listeners on the island, so it runs first and React never sees
  // a press it would also handle once hydrated: each press is handled exactly once.
  const holdPress = (event: MouseEvent) => {
    const element = pressable(event.target);
    if (!element || !island.contains(element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push(element);
  };
  island.addEventListener('click', holdPress, { capture: true });
  const hydrate = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    try {
      await (await load())();
    } finally {
      island.removeEventListener('click', holdPress, { capture: true });
    }
    for (const element of pressed.splice(0)) {
      if (!element.isConnected) continue;
      // The press again from its start. React hydrates an island in a transition, a moment
      // later; a pointerdown makes it finish at once, so the click reaches a hydrated radio button
      // (a click alone would check it before React watches it, and React would miss the change).
      element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true, isPrimary: true }));
      element.click();
    }
  };
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(hydrate, SETTLED_MS);
  });
  const lcp = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  observer.observe({ type: lcp ? 'largest-contentful-paint' : 'paint', buffered: true });
  // A reader who reaches for the island before then (a tap, Tab, a key) starts it at once.
  for (const type of ['pointerdown', 'focusin', 'keydown']) island.addEventListener(type, hydrate, { once: true });
};

export default painted;
