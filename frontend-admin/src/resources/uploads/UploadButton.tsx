import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, LinearProgress, Stack } from '@mui/material';
import type { MediaKind } from '@site/contract';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from './upload';
import { useUpload } from './useUpload';

const ACCEPT: Record<MediaKind | 'all', string | undefined> = {
  image: 'image/*',
  video: 'video/*',
  other: undefined,
  all: undefined,
};

/** "Upload": a file picker, the upload's progress, and "resume" after a failure (useUpload). */
export function UploadButton({
  kind = 'all',
  testId,
  onUploaded,
}: {
  kind?: MediaKind | 'all';
  /** The hidden file input's test id (browser tests set its files). */
  testId: string;
  onUploaded: (file: UploadedFile) => void;
}) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUpload(onUploaded);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<CloudUploadIcon />}
          onClick={() => picker.current?.click()}
          disabled={upload.progress !== null}
        >
          {translate('app.media.upload')}
        </Button>
        {upload.failed && (
          <Button color="warning" startIcon={<ReplayIcon />} onClick={upload.retry}>
            {translate('ra.action.refresh')}
          </Button>
        )}
      </Stack>
      <input
        ref={picker}
        type="file"
        hidden
        accept={ACCEPT[kind]}
        data-testid={testId}
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
          aria-label={translate('app.media.upload')}
        />
      )}
    </Stack>
  );
}
