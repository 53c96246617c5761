import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { memberName } from '../../features/auth/member-name';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { useSignOut } from '../../features/auth/useSignOut';
import { BrandLogo } from './BrandLogo';
import { pcOnly, spOnly } from './breakpoints';
import { MemberAvatar } from './MemberAvatar';
import { MemberSidebar } from './MemberSidebar';
import type { MemberOutlet } from './member-outlet';
import { PageFallback } from './PageFallback';
import { RouteChangeEffects } from './RouteChangeEffects';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Spec §9: the sidebar panel is 300 px wide and leaves in 300 ms. */
export const SIDEBAR_WIDTH = 300;
const DRAWER_EXIT_MS = 300;
// The modal (form, schema, upload) loads the first time it is opened.
const ProfileEditDialog = lazy(() => import('../../features/profile/components/ProfileEditDialog').then((m) => ({ default: m.ProfileEditDialog })));

const HEADER_HEIGHT = { sp: 60, pc: 72 } as const;
export const MEMBER_DRAWER_ID = 'member-menu';

/**
 * The frame of the member pages: header with the member, a sidebar on desktop and a drawer on phones.
 * Rendered behind RequireMember, so the current user is there.
 */
export function MemberLayout() {
  const { me } = useCurrentUser();
  const { pathname, key } = useLocation();
  const { signOut, signingOut } = useSignOut();
  // Open only at the location where it was opened, so following a link closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const drawerOpen = openedAt === key;
  const closeDrawer = () => setOpenedAt(null);
  // null until first opened, so the modal's code is only fetched when wanted.
  const [profileOpen, setProfileOpen] = useState<boolean | null>(null);
  const openProfile = () => {
    closeDrawer();
    setProfileOpen(true);
  };

  // The guard shows a spinner while the cache is emptied on logout.
  if (!me) return null;
  const name = memberName(me);
  const outlet: MemberOutlet = { openProfile };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="sticky" sx={{ bgcolor: 'rgba(255,255,255,0.96)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ minHeight: { xs: HEADER_HEIGHT.sp, md: HEADER_HEIGHT.pc }, gap: 1, px: { xs: 1.5, sm: 3 } }}>
          <IconButton
            aria-label="メニューを開く"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? MEMBER_DRAWER_ID : undefined}
            onClick={() => setOpenedAt(key)}
            color="inherit"
            edge="start"
            sx={{ [pcOnly]: { display: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            {name && (
              <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '0.9375rem', maxWidth: 260, [spOnly]: { display: 'none' } }}>
                {name}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 0.25 }}>
                  さん
                </Box>
              </Typography>
            )}
            <NotificationBell />
            <MemberAvatar src={me.profile_photo_url} />
          </Box>
        </Toolbar>
      </AppBar>

      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box
          component="aside"
          aria-label="会員メニュー"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider', [spOnly]: { display: 'none' } }}
        >
          <Box sx={{ position: 'sticky', top: HEADER_HEIGHT.pc, maxHeight: `calc(100dvh - ${HEADER_HEIGHT.pc}px)`, overflowY: 'auto' }}>
            <MemberSidebar me={me} pathname={pathname} onSignOut={signOut} signingOut={signingOut} onEditProfile={openProfile} />
          </Box>
        </Box>

        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet context={outlet} />
            <RouteChangeEffects />
          </Suspense>
        </Box>
      </Box>

      <Drawer
        anchor="left"
        open={drawerOpen}
        onClose={closeDrawer}
        transitionDuration={{ exit: DRAWER_EXIT_MS }}
        sx={{ [pcOnly]: { display: 'none' } }}
        slotProps={{ paper: { id: MEMBER_DRAWER_ID, role: 'dialog', 'aria-label': '会員メニュー', sx: { width: SIDEBAR_WIDTH, maxWidth: '86vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, minHeight: HEADER_HEIGHT.sp, borderBottom: 1, borderColor: 'divider' }}>
          <BrandLogo onClick={closeDrawer} />
          <IconButton aria-label="メニューを閉じる" onClick={closeDrawer} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <MemberSidebar me={me} pathname={pathname} showMember onNavigate={closeDrawer} onSignOut={signOut} signingOut={signingOut} onEditProfile={openProfile} />
      </Drawer>

      {profileOpen !== null && (
        <Suspense fallback={null}>
          <ProfileEditDialog me={me} open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
