import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Box, Button, Stack } from '@mui/material';
import type { MediaKind } from '@site/contract';
import { useCallback, useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import type { UploadedFile } from './upload';
import { UploadButton } from './UploadButton';

interface MediaUrlInputProps extends Omit<TextInputProps, 'source'> {
  source: string;
  /** `accept` of the file picker and the library's preset filter. */
  kind?: MediaKind;
  /** Also fill these fields from the upload (downloads: file name and size). */
  nameSource?: string;
  sizeSource?: string;
}

/** A URL field with "upload" (progress, resumable) and "media library" buttons, and a preview of images. */
export function MediaUrlInput({ source, kind = 'image', nameSource, sizeSource, ...rest }: MediaUrlInputProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const url = useWatch({ name: source }) as string | undefined;
  const [libraryOpen, setLibraryOpen] = useState(false);

  const fill = useCallback(
    (file: UploadedFile) => {
      const options = { shouldDirty: true, shouldValidate: true };
      setValue(source, file.url, options);
      if (nameSource) setValue(nameSource, file.file_name, options);
      if (sizeSource) setValue(sizeSource, file.file_size, options);
    },
    [setValue, source, nameSource, sizeSource],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextInput
          source={source}
          fullWidth
          {...rest}
          // The server checks an /uploads/ address on save; an outside one it cannot.
          helperText={
            kind === 'video' && /^https?:\/\//i.test(url ?? '') ? translate('app.media.outside_video') : rest.helperText
          }
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'flex-start' }}>
          <UploadButton kind={kind} testId={`upload-${source}`} onUploaded={fill} />
          <Button startIcon={<PhotoLibraryIcon />} onClick={() => setLibraryOpen(true)}>
            {translate('app.media.library')}
          </Button>
        </Stack>
      </Stack>
      {kind === 'image' && url && (
        <Box component="img" src={url} alt="" sx={{ maxWidth: 240, maxHeight: 135, borderRadius: 1, mb: 2 }} />
      )}
      <MediaLibraryDialog
        open={libraryOpen}
        kind={kind}
        onClose={() => setLibraryOpen(false)}
        onSelect={(file) => {
          fill({ url: file.url, file_name: file.file_name, file_size: file.file_size });
          setLibraryOpen(false);
        }}
      />
    </Box>
  );
}
