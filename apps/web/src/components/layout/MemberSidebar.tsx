import type { CurrentUser } from '@coaching/contracts';
import AddCircleOutlineOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FamilyRestroomOutlinedIcon from '@mui/icons-material/FamilyRestroomOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { memberDisplayName } from '../../features/auth/member-name';
import { MemberAvatar } from './MemberAvatar';
import { CourseList } from '../../features/courses/components/CourseList';
import { activeNavHref, memberNavItems, type MemberNavIcon, type MemberNavItem } from './member-nav';
import { visuallyHidden } from './visually-hidden';

const icons: Record<MemberNavIcon, ReactElement> = {
  top: <HomeOutlinedIcon />,
  histories: <EventNoteOutlinedIcon />,
  'payments-history': <ReceiptLongOutlinedIcon />,
  password: <LockOutlinedIcon />,
  discord: <LinkOutlinedIcon />,
  guardians: <FamilyRestroomOutlinedIcon />,
  trial: <CardGiftcardOutlinedIcon />,
  apply: <AddCircleOutlineOutlinedIcon />,
  community: <ForumOutlinedIcon />,
};

interface MemberSidebarProps {
  me: CurrentUser;
  pathname: string;
  /** The drawer shows who is signed in at its top; on desktop the header already does. */
  showMember?: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** Opens the profile edit modal (spec §2: it opens from the sidebar). */
  onEditProfile: () => void;
}

const itemSx = {
  mx: 1.5,
  my: 0.25,
  px: 1.5,
  py: 0.75,
  borderRadius: 2,
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'text.secondary' },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.dark' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

/** Spec §2 "Member sidebar": the member's courses, the member menu and logout. Shared by the sidebar and the drawer. */
export function MemberSidebar({ me, pathname, showMember = false, onNavigate, onSignOut, signingOut, onEditProfile }: MemberSidebarProps) {
  const items = memberNavItems(me);
  const active = activeNavHref(pathname, items);

  return (
    <Box sx={{ py: 2 }}>
      {showMember && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pb: 2, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <MemberAvatar src={me.profile_photo_url} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {memberDisplayName(me)}
            </Typography>
            {memberDisplayName(me) !== me.email && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {me.email}
              </Typography>
            )}
          </Box>
        </Box>
      )}

      <CourseList me={me} />

      <Box component="nav" aria-label="会員メニュー">
        <List disablePadding>
          {items.map((item) => (
            <ListItem key={item.href} disablePadding>
              <NavLink item={item} selected={item.href === active} onNavigate={onNavigate} />
            </ListItem>
          ))}
        </List>
      </Box>

      <Divider sx={{ my: 1.5, mx: 3 }} />
      <List disablePadding>
        <ListItem disablePadding>
          <ListItemButton onClick={onEditProfile} aria-haspopup="dialog" sx={itemSx}>
            <ListItemIcon>
              <ManageAccountsOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="プロフィール編集" slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={onSignOut} disabled={signingOut} sx={itemSx}>
            <ListItemIcon>{signingOut ? <CircularProgress size={20} aria-label="ログアウト中" /> : <LogoutIcon />}</ListItemIcon>
            <ListItemText primary="ログアウト" slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

function NavLink({ item, selected, onNavigate }: { item: MemberNavItem; selected: boolean; onNavigate?: () => void }) {
  const text = <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />;
  const icon = <ListItemIcon>{icons[item.icon]}</ListItemIcon>;
  if (item.external) {
    return (
      <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} sx={itemSx}>
        {icon}
        {text}
        <OpenInNewIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
        <Box component="span" sx={visuallyHidden}>
          （新しいタブで開きます）
        </Box>
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={item.href}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={itemSx}
    >
      {icon}
      {text}
    </ListItemButton>
  );
}
