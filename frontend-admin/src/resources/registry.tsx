import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import BackupIcon from '@mui/icons-material/Backup';
import CategoryIcon from '@mui/icons-material/Category';
import CollectionsIcon from '@mui/icons-material/Collections';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import TimelineIcon from '@mui/icons-material/Timeline';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import WorkIcon from '@mui/icons-material/Work';
import { lazy, type ComponentType } from 'react';
import type { ResourceName } from '../providers/resourceCalls';

interface Screens {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
}

interface ResourceEntry {
  name: ResourceName;
  icon: ComponentType;
  recordRepresentation: string;
  /** The screens' module, loaded when one of them is first shown (so /adm/login carries none of them). */
  load: () => Promise<Screens>;
  hasForms: boolean;
}

/** The menu, in order: every admin route of the spec, plus download categories. */
const RESOURCES: ResourceEntry[] = [
  {
    name: 'news',
    icon: ArticleIcon,
    recordRepresentation: 'title',
    load: () => import('./news').then((m) => m.news),
    hasForms: true,
  },
  {
    name: 'case',
    icon: WorkIcon,
    recordRepresentation: 'title',
    load: () => import('./case').then((m) => m.caseResource),
    hasForms: true,
  },
  {
    name: 'img_list',
    icon: CollectionsIcon,
    recordRepresentation: 'title',
    load: () => import('./img_list').then((m) => m.imgList),
    hasForms: true,
  },
  {
    name: 'history',
    icon: TimelineIcon,
    recordRepresentation: 'title',
    load: () => import('./history').then((m) => m.history),
    hasForms: true,
  },
  {
    name: 'about',
    icon: DescriptionIcon,
    recordRepresentation: 'title',
    load: () => import('./about').then((m) => m.about),
    hasForms: true,
  },
  {
    name: 'download',
    icon: DownloadIcon,
    recordRepresentation: 'title',
    load: () => import('./download').then((m) => m.download),
    hasForms: true,
  },
  {
    name: 'download_cate',
    icon: CategoryIcon,
    recordRepresentation: 'name',
    load: () => import('./download_cate').then((m) => m.downloadCate),
    hasForms: true,
  },
  {
    name: 'seo',
    icon: TravelExploreIcon,
    recordRepresentation: 'page',
    load: () => import('./seo').then((m) => m.seo),
    hasForms: true,
  },
  {
    name: 'set',
    icon: SettingsIcon,
    recordRepresentation: 'key',
    load: () => import('./set').then((m) => m.set),
    hasForms: true,
  },
  {
    name: 'admin',
    icon: AdminPanelSettingsIcon,
    recordRepresentation: 'username',
    load: () => import('./admin').then((m) => m.admin),
    hasForms: true,
  },
  {
    name: 'deleted',
    icon: RestoreFromTrashIcon,
    recordRepresentation: 'title',
    load: () => import('../revisions/DeletedList').then((m) => m.deleted),
    hasForms: false,
  },
  {
    name: 'audit',
    icon: ReceiptLongIcon,
    recordRepresentation: 'title',
    load: () => import('./audit').then((m) => m.audit),
    hasForms: false,
  },
  {
    name: 'plugin',
    icon: SmartDisplayIcon,
    recordRepresentation: 'text',
    load: () => import('./plugin').then((m) => m.plugin),
    hasForms: false,
  },
  {
    name: 'backups',
    icon: BackupIcon,
    recordRepresentation: 'name',
    load: () => import('./backups').then((m) => m.backups),
    hasForms: false,
  },
];

const EMPTY = () => null;

/** react-admin props of one resource: eager menu data, lazy screens. */
function resourceProps({ name, icon, recordRepresentation, load, hasForms }: ResourceEntry) {
  const screen = (key: keyof Screens) => lazy(async () => ({ default: (await load())[key] ?? EMPTY }));
  return {
    name,
    icon,
    recordRepresentation,
    list: screen('list'),
    ...(hasForms ? { edit: screen('edit'), create: screen('create') } : {}),
  };
}

/** Built once: lazy components must keep their identity across renders. */
export const RESOURCE_PROPS = RESOURCES.map(resourceProps);
