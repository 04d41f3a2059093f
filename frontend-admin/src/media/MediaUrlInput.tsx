import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, LinearProgress, Stack } from '@mui/material';
import type { MediaKind } from '@site/contract';
import { useCallback, useRef, useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import type { UploadedFile } from './upload';
import { useUpload } from './useUpload';

interface MediaUrlInputProps extends Omit<TextInputProps, 'source'> {
  source: string;
  /** `accept` of the file picker and the library's preset filter. */
  kind?: MediaKind;
  /** Also fill these fields from the upload (downloads: file name and size). */
  nameSource?: string;
  sizeSource?: string;
}

const ACCEPT: Record<MediaKind, string | undefined> = { image: 'image/*', video: 'video/*', other: undefined };

/** A URL field with "upload" (progress, resumable) and "media library" buttons, and a preview of images. */
export function MediaUrlInput({ source, kind = 'image', nameSource, sizeSource, ...rest }: MediaUrlInputProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const url = useWatch({ name: source }) as string | undefined;
  const picker = useRef<HTMLInputElement>(null);
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
  const upload = useUpload(fill);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextInput
          source={source}
          fullWidth
          {...rest}
          // The server checks an /uploads/ address on save; an outside one it cannot.
          helperText={
            kind === 'video' && /^https?:\/\//i.test(url ?? '') ? translate('app.media.outside_video') : rest.helperText
          }
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            startIcon={<CloudUploadIcon />}
            onClick={() => picker.current?.click()}
            disabled={upload.progress !== null}
          >
            {translate('app.media.upload')}
          </Button>
          <Button startIcon={<PhotoLibraryIcon />} onClick={() => setLibraryOpen(true)}>
            {translate('app.media.library')}
          </Button>
          {upload.failed && (
            <Button color="warning" startIcon={<ReplayIcon />} onClick={upload.retry}>
              {translate('ra.action.refresh')}
            </Button>
          )}
        </Stack>
      </Stack>
      <input
        ref={picker}
        type="file"
        hidden
        accept={ACCEPT[kind]}
        data-testid={`upload-${source}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload.start(file);
        }}
      />
      {upload.progress !== null && (
        <LinearProgress
          variant="determinate"
          value={upload.progress * 100}
          sx={{ mb: 1 }}
          aria-label={translate('app.media.upload')}
        />
      )}
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
