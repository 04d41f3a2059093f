import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { maxLength, required, TextInput } from 'react-admin';
import { CategoryInput, type CategoryCall } from './CategoryInput';
import { RichTextInput } from '../../editor/RichTextInput';
import { MediaUrlInput } from '../uploads/MediaUrlInput';
import { FlagInput } from './FlagInput';
import { IsoDateTimeInput, SortInput } from './inputs';

interface ArticleInputsProps {
  /** The family's own short fields (news: author, source; cases: client). */
  details: ReactNode;
  /** The family's own switches (news: top). */
  switches?: ReactNode;
  /** Where the category picker finds the categories in use. */
  categories: CategoryCall;
}

/** Fields news and cases share (api-contract.md: title 1–200, summary ≤ 500, cover, video, rich content). */
export function ArticleInputs({ details, switches, categories }: ArticleInputsProps) {
  return (
    <>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="summary" validate={maxLength(500)} multiline minRows={2} fullWidth />
      <MediaUrlInput source="cover" kind="image" />
      <MediaUrlInput source="video" kind="video" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', '& > *': { flex: '1 1 200px' } }}>
        <CategoryInput call={categories} />
        {details}
        <IsoDateTimeInput source="publish_time" defaultValue={new Date().toISOString()} />
        <SortInput />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <FlagInput source="status" defaultValue={1} />
        {switches}
      </Box>
      <RichTextInput source="content" />
    </>
  );
}
