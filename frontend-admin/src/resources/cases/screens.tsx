import { TextField, TextInput } from 'react-admin';
import { ArticleInputs } from '../shared/ArticleInputs';
import { ArticleList } from '../shared/ArticleList';
import { articleResource } from '../shared/articleResource';
import { casePagePath } from '../shared/publicPath';

const CaseList = () => <ArticleList sitePath={casePagePath} columns={<TextField source="client" />} />;

export const screens = articleResource(
  CaseList,
  <ArticleInputs details={<TextInput source="client" />} />,
  casePagePath,
);
