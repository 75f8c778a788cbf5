/** Tells screen reader users that a link opens a new tab (WCAG 3.2.5 advisory, G201). */
export default function ExternalLinkNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
