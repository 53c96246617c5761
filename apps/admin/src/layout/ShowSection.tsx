import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of a show page; its title names the region for assistive technology. */
export const ShowSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ py: 2 }}>
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** One label and its value in a show page's `<dl>`; long values wrap anywhere. */
export const ShowDetail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '7.5em minmax(0, 1fr)', sm: '9em minmax(0, 1fr)' }, gap: 2, py: 0.75 }}>
    <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);
