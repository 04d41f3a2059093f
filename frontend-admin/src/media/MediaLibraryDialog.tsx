import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Dialog,
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
import { formatBytes, type MediaFile, type MediaKind } from '@site/contract';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { MOBILE_BREAKPOINT } from '../theme';

const PER_PAGE = 24;
const KINDS: Array<MediaKind | 'all'> = ['all', 'image', 'video', 'other'];

interface MediaLibraryDialogProps {
  open: boolean;
  kind?: MediaKind;
  onClose: () => void;
  onSelect: (file: MediaFile) => void;
}

/** Files uploaded before (`adm/get_media_list`): thumbnails, name, size, type, date; search and type filter. */
export function MediaLibraryDialog({ open, kind, onClose, onSelect }: MediaLibraryDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const [keyword, setKeyword] = useState('');
  const [shownKind, setShownKind] = useState<MediaKind | 'all'>(kind ?? 'all');
  const [page, setPage] = useState(1);
  const { data = [], total = 0 } = useGetList<MediaFile & { id: number }>(
    'media',
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: keyword, kind: shownKind === 'all' ? undefined : shownKind },
    },
    { enabled: open },
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle sx={{ pr: 6 }}>
        {translate('app.media.library')}
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 1 }}>
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
                  <CardMedia component="img" height="100" image={file.url} alt="" sx={{ objectFit: 'cover' }} />
                ) : (
                  <Box sx={{ height: 100, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
                    <InsertDriveFileIcon fontSize="large" />
                  </Box>
                )}
                <CardContent sx={{ p: 1 }}>
                  <Typography variant="body2" noWrap title={file.file_name}>
                    {file.file_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatBytes(file.file_size)} · {file.mime}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {new Date(file.created_at).toLocaleString('zh-CN')}
                  </Typography>
                </CardContent>
              </CardActionArea>
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
      </DialogContent>
    </Dialog>
  );
}
