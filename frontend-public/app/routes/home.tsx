import { PublicCall, SettingKey, type Case, type News, type Page } from '@site/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { BannerCarousel } from '../components/BannerCarousel';
import { ContactValue } from '../components/ContactValue';
import { Cover } from '../components/Cover';
import { IntentLink } from '../components/IntentLink';
import { ImageCards } from '../components/ImageCards';
import { NewsList } from '../components/NewsList';
import { Picture } from '../components/Picture';
import { RichContent } from '../components/RichContent';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import { navPageMeta } from '../lib/page-meta';
import { imagesOf, pageTextOf, seoOf } from '../lib/page.server';
import type { RootData } from '../lib/root-data';
import { DEFAULT_SITE_NAME } from '../lib/site';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [seo, banners, news, cases, services, partners, about] = await Promise.all([
    seoOf(api, 'home'),
    imagesOf(api, 'banner'),
    api.required<Page<News>>(PublicCall.GET_NEWS_LIST, { page: 1, limit: 6 }),
    api.required<Page<Case>>(PublicCall.GET_CASE_LIST, { page: 1, limit: 3 }),
    imagesOf(api, 'service'),
    imagesOf(api, 'partner'),
    pageTextOf(api, 'home'),
  ]);
  // The list pages carry content the home page does not show: keep the payload small.
  const caseCards = cases.list.map(({ id, title, summary, cover, client }) => ({ id, title, summary, cover, client }));
  return withHistoryGaps(api, { seo, banners, news: news.list, cases: caseCards, services, partners, about });
}

function SectionTitle({ id, title, more }: { id: string; title: string; more?: string }) {
  return (
    <div className="section-title">
      <h2 id={id}>{title}</h2>
      {more && (
        <IntentLink to={more}>
          查看更多 <span aria-hidden="true">›</span>
        </IntentLink>
      )}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const siteName = root?.siteName ?? DEFAULT_SITE_NAME;
  const settings = root?.settings ?? {};
  const { banners, news, cases, services, partners, about, seo } = loaderData;
  return (
    <>
      <section className="hero">
        <h1 className="visually-hidden">{siteName}</h1>
        {banners.length > 0 ? (
          <BannerCarousel banners={banners} />
        ) : (
          <div className="hero-plain">
            <p className="banner-title">{siteName}</p>
            <p>{seo?.description || settings[SettingKey.SITE_SLOGAN]}</p>
          </div>
        )}
      </section>

      {about && (
        <section className="section about-summary" aria-labelledby="home-about">
          <SectionTitle id="home-about" title={about.title || '关于我们'} more="/about" />
          <RichContent html={about.html} />
        </section>
      )}

      {services.length > 0 && (
        <section className="section" aria-labelledby="home-services">
          <SectionTitle id="home-services" title="服务项目" more="/service" />
          <ImageCards items={services} ratio="16 / 9" />
        </section>
      )}

      <section className="section" aria-labelledby="home-news">
        <SectionTitle id="home-news" title="新闻动态" more="/news" />
        {news.length > 0 ? <NewsList items={news} /> : <p className="empty">暂无新闻。</p>}
      </section>

      {cases.length > 0 && (
        <section className="section" aria-labelledby="home-cases">
          <SectionTitle id="home-cases" title="业绩展示" more="/perform" />
          <ul className="card-grid">
            {cases.map((item) => (
              <li key={item.id} className="card">
                <Link to={`/perform#case-${item.id}`}>
                  <Cover src={item.cover} alt={item.title} layout={IMAGE_LAYOUTS.card} ratio="16 / 9" />
                  <h3>{item.title}</h3>
                  {item.summary && <p>{item.summary}</p>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {partners.length > 0 && (
        <section className="section" aria-labelledby="home-partners">
          <SectionTitle id="home-partners" title="合作伙伴" />
          <ul className="partners">
            {partners.map((partner) => (
              <li key={partner.id}>
                <Picture
                  src={partner.image}
                  alt={partner.title}
                  layout={IMAGE_LAYOUTS.partner}
                  width={180}
                  height={70}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="section contact" aria-labelledby="home-contact">
        <SectionTitle id="home-contact" title="联系我们" />
        <dl className="contact-grid">
          {(
            [
              [SettingKey.CONTACT_HOTLINE, '服务热线'],
              [SettingKey.CONTACT_PHONE, '联系电话'],
              [SettingKey.CONTACT_EMAIL, '电子邮箱'],
              [SettingKey.CONTACT_ADDRESS, '公司地址'],
            ] as const
          )
            .filter(([key]) => settings[key])
            .map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>
                  <ContactValue settingKey={key} value={settings[key]} />
                </dd>
              </div>
            ))}
        </dl>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => navPageMeta('home', args);
