import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The × in a dialog's top right corner (a full-screen dialog on a phone has no other way out). */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <IconButton
      aria-label={translate('ra.action.close')}
      onClick={onClose}
      sx={{ position: 'absolute', right: 8, top: 8 }}
    >
      <CloseIcon />
    </IconButton>
  );
}
