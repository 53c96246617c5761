import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageFallback } from './PageFallback';
import { RouteChangeEffects } from './RouteChangeEffects';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Header, page, footer: the frame of every public page. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <RouteChangeEffects />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
