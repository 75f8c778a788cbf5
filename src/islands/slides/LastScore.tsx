// The deck's last knowledge-check score on its last slide, from this device's storage
// (src/lib/quiz-scores.ts), with a link to the check; nothing when none is kept.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $quizScores, lastScoreText, loadQuizScores } from '../../lib/quiz-scores.ts';

export default function LastScore({ moduleId, quizHref }: { moduleId: number; quizHref: string }) {
  const last = useStore($quizScores)[String(moduleId)];
  useEffect(() => loadQuizScores(), []);
  if (!last) return null;
  return (
    <p className="mt-4 text-sm text-slate-700">
      {`${lastScoreText(last)}. `}
      <a href={quizHref} className="text-blue-800 underline">
        Open the knowledge check
      </a>
    </p>
  );
}
