/** Module list and slide viewer rules (docs/behaviour.md, Module list and viewer). */

export type ModuleStatus = 'not-started' | 'in-progress' | 'completed';

export interface ModuleProgress {
  status: ModuleStatus;
  /** Percent complete; shown only while in progress. */
  percent: number;
}

/**
 * The list page's fixed rule: ids 1 and 2 completed, id 3 in progress at 65 %, every other id not
 * started. Server-side progress is not part of the product (docs/behaviour.md, Module list and viewer); the rule is as given.
 */
export function moduleProgress(id: number): ModuleProgress {
  if (id === 1 || id === 2) return { status: 'completed', percent: 100 };
  if (id === 3) return { status: 'in-progress', percent: 65 };
  return { status: 'not-started', percent: 0 };
}

export const STATUS_LABELS: Record<ModuleStatus, { badge: string; action: string }> = {
  'not-started': { badge: 'Not Started', action: 'Start' },
  'in-progress': { badge: 'In Progress', action: 'Continue' },
  completed: { badge: 'Complete', action: 'Review' },
};

/** round((index + 1) / count * 100), recomputed on every slide change. */
export function slideProgressPercent(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round(((index + 1) / count) * 100);
}

/** Keeps a slide index inside the deck. */
export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1));
}

/** '#slide-3' <-> index 2: the URL hash follows the slide so a link opens a given slide. */
export function slideHash(index: number): string {
  return `#slide-${index + 1}`;
}

const SLIDE_HASH = /^#slide-(\d+)$/;

/** Whether a hash names a slide (other hashes, such as the skip link's #main, leave the viewer be). */
export function isSlideHash(hash: string): boolean {
  return SLIDE_HASH.test(hash);
}

export function slideFromHash(hash: string, count: number): number {
  const match = SLIDE_HASH.exec(hash);
  if (!match?.[1]) return 0;
  return clampSlide(Number(match[1]) - 1, count);
}
