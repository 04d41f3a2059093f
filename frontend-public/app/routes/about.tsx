import { PublicCall, type History } from '@site/contract';
import { ImageCards } from '../components/ImageCards';
import { RichContent } from '../components/RichContent';
import { TextPage } from '../components/TextPage';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import { navPageMeta } from '../lib/page-meta';
import { imagesOf, pageTextOf, seoOf } from '../lib/page.server';
import { renderRichHtml } from '../lib/rich.server';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [seo, text, history, honors] = await Promise.all([
    seoOf(api, 'about'),
    pageTextOf(api, 'about'),
    api.required<{ list: History[] }>(PublicCall.GET_HISTORY),
    imagesOf(api, 'honor'),
  ]);
  // History content is plain text or rich HTML: either way rendered like every other rich field.
  return withHistoryGaps(api, {
    seo,
    text,
    history: await Promise.all(
      history.list.map(async (entry) => ({
        ...entry,
        content: await renderRichHtml(entry.content, api.measureUploads),
      })),
    ),
    honors,
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { text, history, honors } = loaderData;
  return (
    <TextPage page="about" text={text}>
      {history.length > 0 && (
        <section className="section" aria-labelledby="history">
          <h2 id="history">发展历程</h2>
          <ol className="timeline">
            {history.map((entry) => (
              <li key={entry.id}>
                <p className="timeline-date">
                  {entry.year}
                  {entry.month ? `.${String(entry.month).padStart(2, '0')}` : ''}
                </p>
                <div className="timeline-body">
                  <h3>{entry.title}</h3>
                  <RichContent html={entry.content} />
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {honors.length > 0 && (
        <section className="section" aria-labelledby="honors">
          <h2 id="honors">荣誉资质</h2>
          <ImageCards items={honors} ratio="3 / 4" className="honors" layout={IMAGE_LAYOUTS.honour} />
        </section>
      )}
    </TextPage>
  );
}

export const meta: Route.MetaFunction = (args) => navPageMeta('about', args);
