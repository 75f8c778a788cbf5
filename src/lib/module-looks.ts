/**
 * Artwork, colour and banner heading chosen by a module's exact title (docs/behaviour.md, Module list and viewer), shared by
 * the module cards and the slide viewer's banner. Dark backgrounds with white text keep every look
 * at WCAG AA contrast. Tailwind needs the class names as literal strings.
 */
export type ArtworkName = 'shield' | 'monitor' | 'badge' | 'clipboard' | 'gavel' | 'book';

export interface ModuleLook {
  /** The banner's heading in the slide viewer. */
  bannerHeading: string;
  /** Background of the banner and the card's artwork panel. */
  background: string;
  /** Accent for the card's button and progress bar. */
  accent: string;
  artwork: ArtworkName;
}

export const DEFAULT_LOOK: ModuleLook = {
  bannerHeading: 'Training Module',
  background: 'bg-gradient-to-br from-slate-700 to-slate-900',
  accent: 'bg-slate-700 hover:bg-slate-800',
  artwork: 'book',
};

const LOOKS: Record<string, ModuleLook> = {
  'ACA Slide Deck': {
    bannerHeading: 'Affordable Care Act Fundamentals',
    background: 'bg-gradient-to-br from-blue-700 to-blue-900',
    accent: 'bg-blue-700 hover:bg-blue-800',
    artwork: 'shield',
  },
  'HealthSherpa Training': {
    bannerHeading: 'Enrollment Platform Training',
    background: 'bg-gradient-to-br from-emerald-700 to-teal-900',
    accent: 'bg-emerald-700 hover:bg-emerald-800',
    artwork: 'monitor',
  },
  'CMS & FFM Training': {
    bannerHeading: 'CMS & Federal Marketplace Certification',
    background: 'bg-gradient-to-br from-indigo-700 to-violet-900',
    accent: 'bg-indigo-700 hover:bg-indigo-800',
    artwork: 'badge',
  },
  'Application Deep Dive': {
    bannerHeading: 'Application Processing, Start to Finish',
    background: 'bg-gradient-to-br from-amber-800 to-orange-900',
    accent: 'bg-amber-800 hover:bg-amber-900',
    artwork: 'clipboard',
  },
  '2025 CMS Compliance & Changes': {
    bannerHeading: '2025 Compliance Updates',
    background: 'bg-gradient-to-br from-rose-700 to-red-900',
    accent: 'bg-rose-700 hover:bg-rose-800',
    artwork: 'gavel',
  },
};

/** The look for an exact title; any other title (or none yet) gets the default. */
export function lookForTitle(title: string | undefined): ModuleLook {
  return (title !== undefined && LOOKS[title]) || DEFAULT_LOOK;
}
