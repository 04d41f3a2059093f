import LockResetIcon from '@mui/icons-material/LockReset';
import { Dialog, DialogContent, DialogTitle, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { ChangePasswordForm } from './ChangePasswordForm';

/** "修改密码" in the user menu: a dialog calling `adm/modify_pwd` (other sessions of this admin end). */
export function ChangePasswordMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);

  return (
    <>
      <MenuItem onClick={() => setOpen(true)}>
        <ListItemIcon>
          <LockResetIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.password.change')}</ListItemText>
      </MenuItem>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.password.change')}</DialogTitle>
        <DialogContent>
          <ChangePasswordForm
            onDone={() => {
              setOpen(false);
              userMenu?.onClose();
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
