import {
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { AdminCall, type MediaFile, type MediaUsage, type RevisionFamily } from '@site/contract';
import { useEffect, useState } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { DialogCloseButton } from './DialogCloseButton';
import { RESOURCE_OF_FAMILY } from '../revisions/families';

/** The back office resource whose screens edit the item using the file. */
const resourceOf = (use: MediaUsage): string => RESOURCE_OF_FAMILY[use.family as RevisionFamily];

/**
 * Where one file of the media library is used (`adm/get_media_usage`): the items and settings whose current text
 * refers to it, each a link to its edit screen. Asked when opened, as the answer scans every content table.
 */
export function MediaUsageDialog({
  file,
  refusedUsage,
  onClose,
}: {
  file: MediaFile | null;
  /** A delete was refused because of these: they are shown as they came with the refusal, headed by why. */
  refusedUsage?: MediaUsage[];
  onClose: () => void;
}) {
  const api = useApi();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [usage, setUsage] = useState<MediaUsage[] | null>(null);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    if (!file) return;
    if (refusedUsage) {
      setUsage(refusedUsage);
      return;
    }
    setUsage(null);
    setFailed('');
    api.call<MediaUsage[]>(AdminCall.GET_MEDIA_USAGE, { url: file.url }).then(setUsage, (error: unknown) => {
      setFailed(error instanceof Error ? error.message : String(error));
    });
  }, [api, file, refusedUsage]);

  return (
    <Dialog open={file !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogCloseButton onClose={onClose} />
      <DialogTitle sx={{ wordBreak: 'break-all', pr: 6 }}>
        {translate(refusedUsage ? 'app.media.refused_title' : 'app.media.usage_title', { name: file?.file_name ?? '' })}
      </DialogTitle>
      <DialogContent>
        {refusedUsage && <Typography>{translate('app.media.refused_explained')}</Typography>}
        {failed ? (
          <Typography color="error">{failed}</Typography>
        ) : usage === null ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : usage.length === 0 ? (
          <Typography>{translate('app.media.usage_none')}</Typography>
        ) : (
          <List dense aria-label={translate('app.media.usage')}>
            {usage.map((use) => (
              <ListItemButton
                key={`${use.family}-${use.id}`}
                component={Link}
                to={createPath({ resource: resourceOf(use), id: use.id, type: 'edit' })}
                onClick={onClose}
              >
                <ListItemText
                  primary={use.title || `#${use.id}`}
                  secondary={`${translate(`resources.${resourceOf(use)}.name`, { smart_count: 1 })} #${use.id}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
