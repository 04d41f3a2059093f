import { Picture } from '../components/Picture';
import { TextPage } from '../components/TextPage';
import { VideoPlayer } from '../components/VideoPlayer';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { COURSE_POSTER_WIDTH, IMAGE_LAYOUTS } from '../lib/image-sizes';
import { navPageMeta } from '../lib/page-meta';
import { imagesOf, pageTextOf, seoOf } from '../lib/page.server';
import type { Route } from './+types/education';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [seo, text, courses] = await Promise.all([
    seoOf(api, 'education'),
    pageTextOf(api, 'education'),
    imagesOf(api, 'education'),
  ]);
  return withHistoryGaps(api, { seo, text, courses });
}

export default function Education({ loaderData }: Route.ComponentProps) {
  const { text, courses } = loaderData;
  return (
    <TextPage page="education" text={text}>
      {courses.length > 0 && (
        <section className="section" aria-labelledby="courses">
          <h2 id="courses">培训视频</h2>
          <ul className="course-list">
            {courses.map((course) => (
              <li key={course.id} className="course">
                {course.video ? (
                  <VideoPlayer
                    title={course.title}
                    source={{ url: course.video, poster: course.image, danmakuId: `img-${course.id}` }}
                    posterWidth={COURSE_POSTER_WIDTH}
                    layout={IMAGE_LAYOUTS.course}
                  />
                ) : (
                  <Picture
                    src={course.image}
                    alt={course.title}
                    layout={IMAGE_LAYOUTS.course}
                    className="course-image"
                  />
                )}
                <h3>{course.title}</h3>
                {course.description && <p>{course.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </TextPage>
  );
}

export const meta: Route.MetaFunction = (args) => navPageMeta('education', args);
