import { AdminCall } from '@site/contract';
import { NumberField, SelectInput, TextInput } from 'react-admin';
import { ArticleInputs } from '../shared/ArticleInputs';
import { ArticleList } from '../shared/ArticleList';
import { articleResource } from '../shared/articleResource';
import { FlagInput } from '../shared/FlagInput';
import { newsPagePath } from '../shared/publicPath';
import { StatusSwitch } from '../shared/StatusSwitch';

const topFilter = (
  <SelectInput
    key="is_top"
    source="is_top"
    choices={[
      { id: 1, name: 'ra.boolean.true' },
      { id: 0, name: 'ra.boolean.false' },
    ]}
  />
);

const NewsList = () => (
  <ArticleList
    sitePath={newsPagePath}
    categories={AdminCall.GET_NEWS_CATEGORY_LIST}
    filters={[topFilter]}
    columns={[
      <StatusSwitch key="is_top" source="is_top" sortable={false} />,
      <NumberField key="views" source="views" />,
    ]}
  />
);

const newsInputs = (
  <ArticleInputs
    details={[<TextInput key="author" source="author" />, <TextInput key="source" source="source" />]}
    switches={<FlagInput source="is_top" defaultValue={0} />}
    categories={AdminCall.GET_NEWS_CATEGORY_LIST}
  />
);

export const screens = articleResource(NewsList, newsInputs, newsPagePath);
