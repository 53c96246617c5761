import { brand } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/** Keyboard users jump past the header; focus moves without touching the URL hash (the router owns it). */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: brand.navy,
        color: '#fff',
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      本文へスキップ
    </Box>
  );
}
