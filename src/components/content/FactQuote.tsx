// The markup of one quote of a fact: the figure, and with `cite` a link to its source. Fact.astro
// prints it on the site; the editor's slide preview prints it with the editor's copy of the registry.

interface FactQuoteProps {
  /** The fact's name in the registry. */
  name: string;
  /** What the quote prints (facts.ts, `factText`). */
  text: string;
  /** The source to link, for a quote written with `cite`. */
  cite?: { url: string; source: string } | undefined;
}

export default function FactQuote({ name, text, cite }: FactQuoteProps) {
  return (
    <>
      <span className="fact" data-fact={name}>
        {text}
      </span>
      {cite && (
        <sup className="fact-cite">
          <a href={cite.url} target="_blank" rel="noopener noreferrer">
            source<span className="sr-only">{`: ${cite.source} (opens in a new tab)`}</span>
          </a>
        </sup>
      )}
    </>
  );
}
