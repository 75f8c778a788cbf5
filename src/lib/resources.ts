/** Resource library rules (docs/behaviour.md, Lists, FAQ and resources). */

export interface ResourceLike {
  type: string;
  category: string;
  url: string;
  fileSize?: string | undefined;
  duration?: string | undefined;
}

const CATEGORY_LABELS: Record<string, string> = {
  downloadable: 'Downloadable Resources',
  video: 'Video Tutorials',
  official: 'Official Resources',
};

/** The card heading for a category; an unknown category shows its raw value. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}

/** Groups resources by category, labelled categories first in their fixed order, then the rest as met. */
export function groupByCategory<T extends ResourceLike>(resources: readonly T[]): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>(Object.keys(CATEGORY_LABELS).map((c) => [c, []]));
  for (const resource of resources) {
    const group = groups.get(resource.category);
    if (group) group.push(resource);
    else groups.set(resource.category, [resource]);
  }
  return [...groups].filter(([, items]) => items.length > 0).map(([category, items]) => ({ category, items }));
}

export type ResourceDetail = { kind: 'open' } | { kind: 'text'; text: string } | { kind: 'download' };

/** Right-hand detail: open icon for interactive or link; else fileSize; else duration; else download icon. */
export function resourceDetail(resource: ResourceLike): ResourceDetail {
  if (resource.type === 'interactive' || resource.type === 'link') return { kind: 'open' };
  if (resource.fileSize) return { kind: 'text', text: resource.fileSize };
  if (resource.duration) return { kind: 'text', text: resource.duration };
  return { kind: 'download' };
}

/** A link beginning with '/' navigates inside the product; any other opens in a new tab. */
export function isInternalLink(url: string): boolean {
  return url.startsWith('/');
}
