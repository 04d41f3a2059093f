import type { ReactElement, ReactNode } from 'react';
import { TextField } from 'react-admin';
import { CategoryFilter, type CategoryCall } from './CategoryInput';
import { PublishTimeField } from './PublishTimeField';
import type { SitePath } from './publicPath';
import { ResponsiveList } from './ResponsiveList';
import { StatusSwitch } from './StatusSwitch';
import { Thumbnail } from './Thumbnail';
import { ViewOnSiteButton } from './ViewOnSiteButton';
import { searchFilter, statusFilter } from './inputs';

/** The list of news or cases: cover, title, category, publish time ("scheduled"), switches, link to the site. */
interface ArticleListProps {
  columns: ReactNode;
  filters?: ReactElement[];
  sitePath: SitePath;
  /** Where the category filter finds the categories in use. */
  categories: CategoryCall;
}

export function ArticleList({ columns, filters = [], sitePath, categories }: ArticleListProps) {
  return (
    <ResponsiveList
      filters={[
        searchFilter,
        <CategoryFilter key="category" source="category" call={categories} />,
        statusFilter,
        ...filters,
      ]}
      sort={{ field: 'publish_time', order: 'DESC' }}
      primaryText={(record) => record.title}
      secondaryText={() => <PublishTimeField />}
      tertiaryText={() => <StatusSwitch />}
      leftAvatar={() => <Thumbnail source="cover" size={40} />}
    >
      <Thumbnail source="cover" sortable={false} />
      <TextField source="title" />
      <TextField source="category" sortable={false} />
      <PublishTimeField source="publish_time" />
      {columns}
      <StatusSwitch source="status" sortable={false} />
      <ViewOnSiteButton path={sitePath} />
    </ResponsiveList>
  );
}
