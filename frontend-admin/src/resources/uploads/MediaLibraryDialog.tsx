import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ShortTextIcon from '@mui/icons-material/ShortText';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Checkbox,
  Dialog,
  FormControlLabel,
  DialogContent,
  DialogTitle,
  IconButton,
  Pagination,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { AdminCall, formatBytes, type MediaFile, type MediaKind, type MediaUsage } from '@site/contract';
import { useState, type ReactNode } from 'react';
import { Confirm, useGetList, useNotify, useTranslate } from 'react-admin';
import { ApiCallError } from '../../api/client';
import { useApi } from '../../api/ApiContext';
import { MOBILE_BREAKPOINT } from '../../theme';
import { useFormatDateTime } from '../../i18n/dateTime';
import { thumbnailSrc } from '../shared/Thumbnail';
import { ImageAltDialog } from '../../editor/ImageAltDialog';
import { DialogCloseButton } from './DialogCloseButton';
import { MediaUsageDialog } from './MediaUsageDialog';

const PER_PAGE = 24;
const KINDS: Array<MediaKind | 'all'> = ['all', 'image', 'video', 'other'];

interface MediaLibraryDialogProps {
  open: boolean;
  kind?: MediaKind;
  onClose: () => void;
  onSelect: (file: MediaFile) => void;
}

/** The library as a dialog of a form's file field: picking a file fills the field. */
export function MediaLibraryDialog({ open, kind, onClose, onSelect }: MediaLibraryDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle sx={{ pr: 6 }}>
        {translate('app.media.library')}
        <DialogCloseButton onClose={onClose} />
      </DialogTitle>
      <DialogContent>
        <MediaBrowser active={open} kind={kind} onSelect={onSelect} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Files uploaded before (`adm/get_media_list`): thumbnails, name, size, type, date; search, type filter and 未使用;
 * each file tells where it is used, and can be deleted when nothing uses it. `actions` (given the list's refetch)
 * join the filters, e.g. the library page's own upload.
 */
export function MediaBrowser({
  active,
  kind,
  onSelect,
  actions,
}: {
  /** Whether the files are read (a closed dialog reads none). */
  active: boolean;
  kind?: MediaKind;
  onSelect: (file: MediaFile) => void;
  actions?: (refetch: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const [keyword, setKeyword] = useState('');
  const [shownKind, setShownKind] = useState<MediaKind | 'all'>(kind ?? 'all');
  const [page, setPage] = useState(1);
  const [unused, setUnused] = useState(false);
  const [usageOf, setUsageOf] = useState<MediaFile | null>(null);
  const [describing, setDescribing] = useState<MediaFile | null>(null);
  const remover = useMediaRemoval();
  const saveAlt = useAltSave();
  const {
    data = [],
    total = 0,
    refetch,
  } = useGetList<MediaFile & { id: number }>(
    'media',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: keyword, kind: shownKind === 'all' ? undefined : shownKind, unused: unused || undefined },
    },
    { enabled: active },
  );

  return (
    <>
      {/* Wraps as whole controls: squeezed in a row, the kind buttons broke one character per line. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ my: 1, flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <TextField
          size="small"
          label={translate('app.media.search')}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(1);
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
          value={shownKind}
          onChange={(_event, value: MediaKind | 'all' | null) => {
            if (value) setShownKind(value);
            setPage(1);
          }}
        >
          {KINDS.map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(`app.media.kind.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Checkbox
              checked={unused}
              onChange={(event) => {
                setUnused(event.target.checked);
                setPage(1);
              }}
            />
          }
          label={translate('app.media.unused')}
        />
        {actions?.(() => void refetch())}
      </Stack>
      {data.length === 0 && <Typography sx={{ my: 4 }}>{translate('app.media.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${isMobile ? 2 : 4}, minmax(0, 1fr))` }}>
        {data.map((file) => (
          <Card key={file.id} variant="outlined">
            <CardActionArea
              onClick={() => onSelect(file)}
              aria-label={`${translate('app.media.pick')} ${file.file_name}`}
            >
              {file.mime.startsWith('image/') ? (
                <CardMedia
                  component="img"
                  height="100"
                  image={thumbnailSrc(file.url)}
                  alt=""
                  sx={{ objectFit: 'cover' }}
                />
              ) : (
                <Box sx={{ height: 100, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
                  <InsertDriveFileIcon fontSize="large" />
                </Box>
              )}
              <CardContent sx={{ p: 1, pb: 0 }}>
                <Typography variant="body2" noWrap title={file.file_name}>
                  {file.file_name}
                </Typography>
              </CardContent>
            </CardActionArea>
            {/* Outside the button, whose name ("选择 <file name>") holds all the text it shows (WCAG 2.5.3). */}
            <CardContent sx={{ px: 1, pt: 0, pb: '8px !important' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatBytes(file.file_size)} · {file.mime}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDateTime(file.created_at)}
              </Typography>
              {file.alt && (
                <Typography variant="caption" color="text.secondary" component="div" noWrap title={file.alt}>
                  {translate('app.media.alt_shown', { alt: file.alt })}
                </Typography>
              )}
            </CardContent>
            {file.mime.startsWith('image/') && (
              <IconButton
                size="small"
                aria-label={`${translate('app.media.alt')} ${file.file_name}`}
                onClick={() => setDescribing(file)}
              >
                <ShortTextIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              size="small"
              aria-label={`${translate('app.media.usage')} ${file.file_name}`}
              onClick={() => setUsageOf(file)}
            >
              <LinkIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`${translate('app.media.delete')} ${file.file_name}`}
              onClick={() => void remover.remove(file, false).then(() => refetch())}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Card>
        ))}
      </Box>
      {total > PER_PAGE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
        />
      )}
      <MediaUsageDialog file={usageOf} onClose={() => setUsageOf(null)} />
      {describing && (
        <ImageAltDialog
          initial={describing.alt}
          hint="app.media.alt_library_hint"
          onClose={() => setDescribing(null)}
          onSave={(alt) => {
            const file = describing;
            setDescribing(null);
            void saveAlt(file, alt).then(() => refetch());
          }}
        />
      )}
      <MediaUsageDialog
        file={remover.refusal?.file ?? null}
        refusedUsage={remover.refusal?.usage}
        onClose={remover.closeRefusal}
      />
      <Confirm
        isOpen={remover.pending !== null}
        title="app.media.delete"
        content="app.media.kept_by_revisions"
        onConfirm={() => void remover.confirm().then(() => refetch())}
        onClose={remover.cancel}
      />
    </>
  );
}

/** Saves a picture's description in the library (`adm/save_media_alt`); a refusal is said in a toast. */
function useAltSave() {
  const api = useApi();
  const notify = useNotify();
  return async (file: MediaFile, alt: string) => {
    try {
      await api.call(AdminCall.SAVE_MEDIA_ALT, { id: file.id, alt });
      notify('app.media.alt_saved', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
}

/**
 * Deleting a file from the library (`adm/del_media`): refused while in use (the places are listed in a dialog, each a
 * link to its edit screen); when only
 * revisions keep it, asks first (restoring those revisions would show a missing file), then deletes with `force`.
 */
function useMediaRemoval() {
  const api = useApi();
  const notify = useNotify();
  const [pending, setPending] = useState<MediaFile | null>(null);
  /** A delete refused while the file is in use, with the places using it (shown until closed, not a passing toast). */
  const [refusal, setRefusal] = useState<{ file: MediaFile; usage: MediaUsage[] } | null>(null);
  const remove = async (file: MediaFile, force: boolean) => {
    try {
      await api.call(AdminCall.DEL_MEDIA, { id: file.id, force });
      notify('app.media.deleted', { type: 'success' });
    } catch (error) {
      const data = error instanceof ApiCallError ? (error.data as { usage?: MediaUsage[]; revisions?: number }) : null;
      if (data?.usage?.length) setRefusal({ file, usage: data.usage });
      else if (data?.revisions) setPending(file);
      else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return {
    pending,
    refusal,
    closeRefusal: () => setRefusal(null),
    remove,
    confirm: async () => {
      const file = pending;
      setPending(null);
      if (file) await remove(file, true);
    },
    cancel: () => setPending(null),
  };
}
