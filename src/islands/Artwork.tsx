/** Decorative artwork for a module look (hidden from assistive technology). */
import type { ArtworkName } from '../lib/module-looks.ts';

const PATHS: Record<ArtworkName, string> = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  monitor: 'M4 5h16v10H4zM8 19h8M12 15v4',
  badge:
    'M12 3l2.5 2 3.2-.3.6 3.1 2.7 1.8-1.4 2.9 1.4 2.9-2.7 1.8-.6 3.1-3.2-.3L12 21l-2.5-2-3.2.3-.6-3.1L3 14.4l1.4-2.9L3 8.6l2.7-1.8.6-3.1 3.2.3L12 3zm-3 9l2 2 4-4',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h5',
  gavel: 'M14 4l6 6M11 7l6 6M12.5 5.5l-5 5M4 20l7-7M3 21h9',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 5v16M8 7h7',
};

export default function Artwork({ name, className = 'size-10' }: { name: ArtworkName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
