import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { memberPaths, paths } from '../../config/paths';
import { currentOrigin, internalPath } from '../../lib/link-target';
import { LinkButton } from '../link/LinkButton';
import { BrandLogo } from './BrandLogo';
import { navItems, type NavItem } from './nav-items';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** A signed-in member gets マイページ instead of 無料体験 and ログイン. */
  signedIn: boolean;
  onClose: () => void;
}

/** The smartphone menu: the header's links in a drawer from the right. */
export function MobileMenu({ id, open, signedIn, onClose }: MobileMenuProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-label': 'メニュー', sx: { width: 300, maxWidth: '86vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: 60, borderBottom: 1, borderColor: 'divider' }}>
        <BrandLogo onClick={onClose} />
        <IconButton aria-label="メニューを閉じる" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="メニュー">
        <List sx={{ py: 1 }}>
          {navItems.map((item) => (
            <ListItem key={item.href} disablePadding>
              <MenuLink item={item} onClick={onClose} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Stack spacing={1.5} sx={{ px: 2, pb: 3 }}>
        {signedIn ? (
          <LinkButton href={memberPaths.mypage} variant="contained" size="large" fullWidth onClick={onClose}>
            マイページ
          </LinkButton>
        ) : (
          <>
            <LinkButton href={paths.trialStart} variant="contained" size="large" fullWidth onClick={onClose}>
              無料体験に申し込む
            </LinkButton>
            <LinkButton href={paths.login} variant="outlined" size="large" fullWidth startIcon={<LoginIcon />} onClick={onClose}>
              ログイン
            </LinkButton>
          </>
        )}
      </Stack>
    </Drawer>
  );
}

function MenuLink({ item, onClick }: { item: NavItem; onClick: () => void }) {
  const to = internalPath(item.href, currentOrigin());
  const text = <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />;
  const sx = { px: 3, py: 1.5 };
  if (to !== null) {
    return (
      <ListItemButton component={RouterLink} to={to} onClick={onClick} sx={sx}>
        {text}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton component="a" href={item.href} onClick={onClick} sx={sx}>
      {text}
    </ListItemButton>
  );
}
