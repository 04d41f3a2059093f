import WorkIcon from '@mui/icons-material/Work';
import { TextField, TextInput } from 'react-admin';
import { ArticleInputs } from '../shared/ArticleInputs';
import { ArticleList } from '../shared/ArticleList';
import { articleResource } from '../shared/articleResource';

const CaseList = () => <ArticleList columns={<TextField source="client" />} />;

export const caseResource = articleResource(
  CaseList,
  <ArticleInputs details={<TextInput source="client" />} />,
  WorkIcon,
);
