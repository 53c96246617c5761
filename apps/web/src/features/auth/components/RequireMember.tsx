import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageFallback } from '../../../components/layout/PageFallback';
import { guardianPaths, memberPaths, paths } from '../../../config/paths';
import { rememberBeforeLoginPath } from '../../../lib/context-cookies';
import { isVerifiedMember, useCurrentUser } from '../api/get-current-user';

/**
 * Guard of the member routes (spec §2): a verified member passes; a visitor who is signed out or not
 * verified goes to /login, and the page they wanted is remembered for half a day; /trials leads such a
 * visitor to the trial's own way in (/trials/start). A guardian's account goes to its own area (issue 31).
 */
export function RequireMember({ children }: { children?: ReactNode }) {
  return <RequireAccount kind="member">{children}</RequireAccount>;
}

/**
 * The guard of an area of one kind of account (issue 31): the member area, or the guardian area (`kind="guardian"`).
 * The other kind goes to its own area; the server refuses it the other's endpoints anyway.
 */
export function RequireAccount({ kind, children }: { kind: 'member' | 'guardian'; children?: ReactNode }) {
  const { me, isMeLoaded, error, errorMessage, reload } = useCurrentUser();
  const { pathname, search } = useLocation();
  const signedOut = isMeLoaded && !error && !isVerifiedMember(me);

  useEffect(() => {
    if (signedOut) rememberBeforeLoginPath(`${pathname}${search}`);
  }, [signedOut, pathname, search]);

  if (!isMeLoaded) return <FullPageFallback />;
  if (error) return <LoadFailed message={errorMessage} onRetry={() => void reload()} />;
  // The free trial's visitors choose their game and sign up with the trial context kept (spec §2 /trials).
  if (signedOut && kind === 'member' && pathname === memberPaths.trials) return <Navigate to={`${paths.trialStart}${search}`} replace />;
  if (signedOut) return <Navigate to={paths.login} replace />;
  if ((me?.account_kind ?? 'member') !== kind) return <Navigate to={kind === 'member' ? guardianPaths.home : memberPaths.mypage} replace />;
  return children ?? <Outlet />;
}

/** The API could not be reached: not a reason to sign the member out. */
function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.375rem' }}>
          会員情報を読み込めませんでした
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {message} 通信環境をご確認のうえ、もう一度お試しください。
        </Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ mt: 3 }}>
          再読み込み
        </Button>
      </Box>
    </Box>
  );
}
