import { Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { MediaBrowser } from './MediaLibraryDialog';
import { UploadButton } from './UploadButton';

/** /adm/media: every stored file, uploaded here or from a form; picking one opens it in a new tab. */
function MediaLibraryPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.media.name')} />
      <CardContent>
        <MediaBrowser
          active
          onSelect={(file) => window.open(file.url, '_blank', 'noopener')}
          actions={(refetch) => <UploadButton testId="upload-media" onUploaded={refetch} />}
        />
      </CardContent>
    </Card>
  );
}

export const screens = { list: MediaLibraryPage };
