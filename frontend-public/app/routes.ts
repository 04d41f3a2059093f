import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('join', 'routes/join.tsx'),
  // The news list: every page and category an address of its own (lib/list-paths.ts), one module for all four.
  route('news', 'routes/news.tsx', { id: 'routes/news' }),
  route('news/page/:page', 'routes/news.tsx', { id: 'routes/news-page' }),
  route('news/category/:category', 'routes/news.tsx', { id: 'routes/news-category' }),
  route('news/category/:category/page/:page', 'routes/news.tsx', { id: 'routes/news-category-page' }),
  route('about', 'routes/about.tsx'),
  route('perform', 'routes/perform.tsx', { id: 'routes/perform' }),
  route('perform/page/:page', 'routes/perform.tsx', { id: 'routes/perform-page' }),
  route('service', 'routes/service.tsx'),
  route('download', 'routes/download.tsx'),
  route('download/:id', 'routes/download.file.ts'),
  route('education', 'routes/education.tsx'),
  route('detail/:id', 'routes/detail.tsx'),
  // Resource routes: search engines, and the deployment check (deploy/build-descriptor.ts).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('favicon.ico', 'routes/favicon.ts', { id: 'routes/favicon' }),
  route('apple-touch-icon.png', 'routes/favicon.ts', { id: 'routes/apple-touch-icon' }),
  route('builds/latest.json', 'routes/builds.latest.ts'),
  route('builds/meta/:file', 'routes/builds.meta.ts'),
  // Everything else, /{404} and /{dir}/{404} alike (product spec, section 2).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
