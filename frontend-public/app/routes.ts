import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Everything else, /{404} and /{dir}/{404} alike (product spec, section 2).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
