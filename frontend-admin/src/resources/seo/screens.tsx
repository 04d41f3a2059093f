import { TextField } from 'react-admin';
import { searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';
import { SeoInputs } from './SeoInputs';
import { BaiduPushCard } from './BaiduPushCard';
import { BaiduTongjiCard } from './BaiduTongjiCard';
import { SiteVerificationCard } from './SiteVerificationCard';

const SeoList = () => (
  <>
    <SiteVerificationCard />
    <BaiduTongjiCard />
    <BaiduPushCard />
    <ResponsiveList
      filters={[searchFilter]}
      sort={{ field: 'page', order: 'ASC' }}
      primaryText={(record) => record.title}
      secondaryText={(record) => record.page}
      tertiaryText={(record) => record.description}
    >
      <TextField source="page" />
      <TextField source="title" />
      <TextField source="description" sortable={false} />
    </ResponsiveList>
  </>
);

export const screens = simpleResource({
  list: SeoList,
  inputs: <SeoInputs />,
});
