import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/news: news articles (backend module `news`). */
export default {
  name: 'news',
  icon: ArticleIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
