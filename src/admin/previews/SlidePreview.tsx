// The preview of a slide, as its deck page shows it (src/components/DeckViewer.astro): the title as
// the slide's heading, the MDX through Decap's Markdown renderer with every Fact and SiteLink
// written as the site renders them (slide-markdown.ts).
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { KnownFacts } from '../facts.ts';
import { slideMarkdown } from '../slide-markdown.ts';

export function slidePreview(facts: KnownFacts, base: string) {
  return function SlidePreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
    const data = entry.get('data');
    const title = data?.get('title');
    const body = data?.get('body');
    return (
      <div className="p-4">
        <div className="slide-content min-h-72 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <article aria-roledescription="slide" aria-labelledby="slide-title">
            <h2 id="slide-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {typeof title === 'string' && title !== '' ? title : 'Untitled slide'}
            </h2>
            <div className="mt-4">
              <div className="slide-body">
                {typeof body === 'string' ? widgetFor('body', undefined, data.set('body', slideMarkdown(body, facts, base))) : null}
              </div>
            </div>
          </article>
        </div>
      </div>
    );
  };
}
