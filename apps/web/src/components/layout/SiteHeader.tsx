import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { guardianPaths, memberPaths, paths } from '../../config/paths';
import { useHeaderMember } from '../../features/auth/api/use-header-member';
import { LinkButton } from '../link/LinkButton';
import { BrandLogo } from './BrandLogo';
import { pcOnly, spOnly } from './breakpoints';
import { MemberAvatar } from './MemberAvatar';
import { navItems } from './nav-items';

// The drawer (Modal, focus trap, transitions) is only needed once a phone user opens the menu.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Header for PC (inline navigation) and smartphone (login icon + menu drawer). Once `me` is known to be a
 * (verified) member, マイページ with their photo replaces 無料体験 and ログイン, on every public page.
 */
export function SiteHeader() {
  const { pathname, key } = useLocation();
  const member = useHeaderMember();
  // A guardian's account has its own area (issue 31).
  const memberHome = member?.account_kind === 'guardian' ? guardianPaths.home : memberPaths.mypage;
  // The menu is open only at the location where it was opened, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuOpen = openedAt === key;

  const openMenu = () => {
    setMenuLoaded(true);
    setOpenedAt(key);
  };

  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'rgba(255,255,255,0.94)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, md: 72 }, gap: { xs: 0.5, md: 1 } }}>
          <BrandLogo />
          <Box sx={{ flexGrow: 1 }} />

          <Box component="nav" aria-label="メインメニュー" sx={{ display: 'flex', gap: 0.5, [spOnly]: { display: 'none' } }}>
            {navItems.map((item) => (
              <LinkButton
                key={item.href}
                href={item.href}
                color="inherit"
                aria-current={pathname === item.href ? 'page' : undefined}
                sx={{ px: 1.5, fontWeight: 700, '&[aria-current="page"]': { color: 'primary.main' } }}
              >
                {item.label}
              </LinkButton>
            ))}
          </Box>

          {member ? (
            <LinkButton
              href={memberHome}
              variant="contained"
              startIcon={<MemberAvatar src={member.profile_photo_url} size={24} />}
              sx={{ ml: 1, [spOnly]: { display: 'none' } }}
            >
              マイページ
            </LinkButton>
          ) : (
            <>
              <LinkButton href={paths.login} color="inherit" startIcon={<LoginIcon />} sx={{ ml: 1, px: 1.5, [spOnly]: { display: 'none' } }}>
                ログイン
              </LinkButton>
              <LinkButton
                href={paths.trialStart}
                variant="contained"
                sx={{ ml: { md: 1 }, [spOnly]: { px: 1.75, py: 0.5, fontSize: '0.8125rem' } }}
              >
                無料体験
              </LinkButton>
            </>
          )}

          <Box sx={{ display: 'flex', alignItems: 'center', [pcOnly]: { display: 'none' } }}>
            {member ? (
              <IconButton component={RouterLink} to={memberHome} aria-label="マイページ" sx={{ p: 0.75 }}>
                <MemberAvatar src={member.profile_photo_url} size={32} />
              </IconButton>
            ) : (
              <IconButton component={RouterLink} to={paths.login} aria-label="ログイン" color="inherit">
                <LoginIcon />
              </IconButton>
            )}
            <IconButton
              aria-label="メニューを開く"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
              onClick={openMenu}
              color="inherit"
              edge="end"
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} signedIn={member !== null} onClose={() => setOpenedAt(null)} />
        </Suspense>
      )}
    </AppBar>
  );
}
