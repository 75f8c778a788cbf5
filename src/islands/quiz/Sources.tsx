import type { QuizView } from '../../lib/content/types.ts';

/** A question's sources, folded until asked for (a native <details>, so it opens without JavaScript too). */
export default function Sources({ sources }: { sources: QuizView['questions'][number]['sources'] }) {
  if (sources.length === 0) return null;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer py-1 font-semibold text-blue-800">{`Sources (${sources.length})`}</summary>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {sources.map((s) => (
          <li key={`${s.url} ${s.source}`}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
              {s.source}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {s.verification === 'secondary' && ' (secondary source: confirm before relying on it)'}
          </li>
        ))}
      </ul>
    </details>
  );
}
