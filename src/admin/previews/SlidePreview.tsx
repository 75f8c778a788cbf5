// The preview of a slide, as its deck page shows it (src/components/DeckViewer.astro): the title as
// the slide's heading, the MDX as written through Decap's Markdown preview, which shows each Fact
// and SiteLink through its editor component's `toPreview`, the site's own markup.
import type { PreviewTemplateComponentProps } from 'decap-cms-core';

export function SlidePreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
  const title = entry.getIn(['data', 'title']);
  return (
    <div className="p-4">
      <div className="slide-content min-h-72 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <article aria-roledescription="slide" aria-labelledby="slide-title">
          <h2 id="slide-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {typeof title === 'string' && title !== '' ? title : 'Untitled slide'}
          </h2>
          <div className="mt-4">
            <div className="slide-body">{widgetFor('body')}</div>
          </div>
        </article>
      </div>
    </div>
  );
}
