import HistoryToggleOffIcon from '@mui/icons-material/HistoryToggleOff';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { useApi } from '../api/ApiContext';
import { ApiCallError } from '../api/client';
import { toast } from '../notify/toast';
import { openPreview } from './previewLinks';

/** `YYYY-MM-DDTHH:mm` of `date` in the browser's time zone: what `<input type="datetime-local">` reads and shows. */
export function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * 时光机 in the user menu: the admin picks a date and time (their own time zone) and the whole public site opens in a
 * new tab as it will be then, under a banner naming that time (`adm/get_preview_link {at}`).
 */
export function TimeMachineMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(() => localInputValue(new Date(Date.now() + 24 * 3600_000)));
  const at = new Date(value);
  const valid = value !== '' && !Number.isNaN(at.getTime());

  const browse = () => {
    openPreview(api, { at: at.toISOString() })
      .then(() => {
        setOpen(false);
        userMenu?.onClose();
      })
      .catch((error: unknown) => toast.error(error instanceof ApiCallError ? error.message : String(error)));
  };

  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <HistoryToggleOffIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.preview.time_machine')}</ListItemText>
      </MenuItem>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.preview.time_machine')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.preview.hint')}</DialogContentText>
          <TextField
            type="datetime-local"
            label={translate('app.preview.at')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!valid} onClick={browse}>
            {translate('app.preview.open')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
