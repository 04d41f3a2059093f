import DevicesIcon from '@mui/icons-material/Devices';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { TWO_FACTOR_PATH } from './paths';

export const SESSIONS_PATH = '/sessions';

/** 两步验证 and 登录设备 in the user menu. */
export function SecurityMenuItems() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const items = [
    { to: TWO_FACTOR_PATH, label: 'app.security.two_factor', icon: <PhonelinkLockIcon fontSize="small" /> },
    { to: SESSIONS_PATH, label: 'app.security.sessions', icon: <DevicesIcon fontSize="small" /> },
  ];
  return items.map(({ to, label, icon }) => (
    <MenuItem key={to} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  ));
}
