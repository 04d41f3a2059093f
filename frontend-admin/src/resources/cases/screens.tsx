import { AdminCall } from '@site/contract';
import { TextField, TextInput } from 'react-admin';
import { ArticleInputs } from '../shared/ArticleInputs';
import { ArticleList } from '../shared/ArticleList';
import { articleResource } from '../shared/articleResource';
import { casePagePath } from '../shared/publicPath';

const categories = AdminCall.GET_CASE_CATEGORY_LIST;

const CaseList = () => (
  <ArticleList sitePath={casePagePath} categories={categories} columns={<TextField source="client" />} />
);

export const screens = articleResource(
  CaseList,
  <ArticleInputs details={<TextInput source="client" />} categories={categories} />,
  casePagePath,
);
