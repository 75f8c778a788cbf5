// The deck's banner and title, as DeckHeading and the fallback viewer's fetched heading show it.
import { lookForTitle } from '../../lib/module-looks.ts';
import Artwork from '../Artwork.tsx';

const FALLBACK_TITLE = 'Training Module';

/** The banner with the title's artwork and colour; 'Training Module' as the title while it is unknown. */
export default function ModuleHeading({ title }: { title: string | undefined }) {
  const look = lookForTitle(title);
  return (
    <>
      <div
        className={`${look.background} flex min-h-36 items-center gap-5 rounded-2xl px-6 py-8 text-white sm:px-10`}
        data-testid="module-banner"
      >
        <Artwork name={look.artwork} className="size-14 shrink-0 opacity-90" />
        {/* Two lines are reserved and the text starts at the top, so a heading that arrives with the
            API's title never moves what is already on screen (CLS 0). */}
        <p className="line-clamp-2 h-[2lh] text-2xl font-bold tracking-tight sm:text-3xl">{look.bannerHeading}</p>
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title ?? FALLBACK_TITLE}</h1>
    </>
  );
}
