import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Asks for a picture's text for those who cannot see it: opened by clicking the picture in the editor (its use
 * there), or from the media library (the picture's own, for the texts that give it none).
 */
export function ImageAltDialog({
  initial,
  hint = 'app.editor.image_alt_hint',
  onSave,
  onClose,
}: {
  initial: string;
  /** What the text is used for (a translation key). */
  hint?: string;
  onSave: (alt: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [alt, setAlt] = useState(initial);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(alt);
        }}
      >
        <DialogTitle>{translate('app.editor.image_alt')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.editor.image_alt')}
            helperText={translate(hint)}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
