// The preview pane's styles (CMS.registerPreviewStyle): the site's Tailwind CSS, the slide
// typography SlideBody.astro scopes to its own markup, and the marker for a figure the editor's
// facts list cannot give (fact-components.tsx).
import slideBody from '../../components/content/SlideBody.astro?raw';
import { componentCss } from './component-css.ts';
import siteCss from './site.css?inline';

const MARKER = `.fact-marker {
  border-radius: 0.25rem;
  background: #fef3c7;
  padding: 0 0.25rem;
  color: #78350f;
  font-family: ui-monospace, monospace;
  font-size: 0.9em;
}`;

/**
 * Decap renders a Markdown field inside a box of its own, so the slide's paragraphs are children of
 * that box, not of `.slide-body`: the box takes the slide typography, without the box's margin.
 */
export const PREVIEW_CSS = [
  siteCss,
  componentCss(slideBody, '.slide-body', '.slide-body > div'),
  '.slide-body > div { margin: 0; }',
  MARKER,
].join('\n');
