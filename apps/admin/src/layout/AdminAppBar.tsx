import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { brand } from '@coaching/web-theme';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import type { OperatorUserIdentity } from '../providers/authProvider';
import { BrandMark } from './BrandMark';

/** Who is signed in and with which role, so a support operator knows why an action is refused. */
const OperatorMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const operator = identity as OperatorUserIdentity | undefined;
  return (
    <UserMenu>
      {operator && (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={operator.fullName} secondary={`${operator.email}・${translate(`app.roles.${operator.role}`)}`} />
        </MenuItem>
      )}
      {operator && <Divider />}
      {operator?.role === 'admin' && (
        // bull-board, served by the api for admins only (it checks the role itself); a page of its own.
        <MenuItem component="a" href="/admin-api/queues" target="_blank" rel="noopener">
          <ListItemText primary={translate('app.queues')} />
        </MenuItem>
      )}
      <Logout />
    </UserMenu>
  );
};

export const AdminAppBar = () => (
  <AppBar color="primary" userMenu={<OperatorMenu />} sx={{ bgcolor: brand.navy, color: '#fff' }}>
    <BrandMark sx={{ display: { xs: 'none', sm: 'inline-flex' }, mr: 2 }} />
    <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', sm: 'block' }, borderColor: 'rgba(255,255,255,0.2)', my: 1.25, mr: 2 }} />
    <TitlePortal variant="body1" sx={{ fontWeight: 700 }} />
  </AppBar>
);
