// The slides' `<SiteLink href="/page">text</SiteLink>` as a Decap inline component: shown as the
// link the site renders, in rich text and in the preview pane, inserted and changed in a small
// dialog, written back as read.
import type { InlineEditorComponentOptions } from 'decap-cms-core';
import { SITE_LINK_COMPONENT } from '../lib/cms/config.ts';
import { CONTROL_STYLE, element, formDialog, labelled } from './dialog.ts';

export interface SiteLinkTag {
  href: string;
  text: string;
}

/** A link anywhere in a text: a root-relative page of this site and plain words. */
export const SITE_LINK = /<SiteLink href="(\/[^"<>]*)">([^<]*)<\/SiteLink>/;
/** What the build accepts as a page of the site: root-relative, never protocol-relative. */
export const SITE_PATH = String.raw`/(?!/)[^\s"<>]*`;

export const parseSiteLink = (match: RegExpMatchArray): SiteLinkTag => ({ href: match[1] ?? '/', text: match[2] ?? '' });
export const printSiteLink = ({ href, text }: SiteLinkTag) => `<SiteLink href="${href}">${text}</SiteLink>`;

/** The dialog: the page's path and the link's words. */
export async function pickSiteLink(initial: Partial<SiteLinkTag>, doc: Document = document): Promise<SiteLinkTag | null> {
  const input = (name: string, value: string, extra: Record<string, string> = {}) =>
    element(doc, 'input', { name, value, required: '', style: CONTROL_STYLE, ...extra });
  const data = await formDialog(doc, {
    title: 'Link to a page of the site',
    intro: 'The path of a page this site serves, e.g. /calculator or /handouts/poverty-guidelines; the build checks it exists.',
    controls: [
      labelled(doc, 'Page', input('href', initial.href ?? '', { pattern: SITE_PATH, placeholder: '/calculator' })),
      labelled(doc, 'Link text', input('text', initial.text ?? '', { pattern: '[^<>]+' })),
    ],
    submit: initial.href ? 'Update' : 'Insert',
  });
  if (!data) return null;
  return { href: String(data.get('href') ?? '').trim(), text: String(data.get('text') ?? '').trim() };
}

/** A root-relative site path under the site's base path (`base` ends in "/"), as SiteLink.astro writes it. */
const withBase = (href: string, base: string) => (href.startsWith('/') ? `${base}${href.slice(1)}` : href);

/** The component; its preview is the link SiteLink.astro renders, under the site's base path `base`. */
export function siteLinkInline(base: string): InlineEditorComponentOptions {
  return {
    id: SITE_LINK_COMPONENT,
    label: 'Link to a page of the site',
    type: 'inline',
    trigger: '<SiteLink',
    pattern: SITE_LINK,
    fromInline: parseSiteLink,
    toInline: (data) => printSiteLink(data as SiteLinkTag),
    toPreview: (data) => {
      const { href, text } = data as SiteLinkTag;
      return <a href={withBase(href, base)}>{text}</a>;
    },
    onInsert: () => pickSiteLink({}) as Promise<Record<string, unknown> | null>,
    onEdit: ({ data }) => pickSiteLink(data as SiteLinkTag) as Promise<Record<string, unknown> | null>,
  };
}
