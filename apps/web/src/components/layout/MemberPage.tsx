import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MemberPageProps {
  /** Small English label above the title, as on the public pages. */
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** The content column of a member page, beside the sidebar. */
export function MemberPage({ eyebrow, title, description, children }: MemberPageProps) {
  return (
    <Box sx={{ maxWidth: 960, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 } }}>
      <Box component="header" sx={{ mb: { xs: 2.5, md: 3.5 } }}>
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.75rem' }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}

/** A white card of the member area. */
export const memberCardSx = {
  p: { xs: 2.5, sm: 4 },
  borderColor: 'divider',
  boxShadow: '0 12px 40px rgba(20, 26, 46, 0.05)',
} as const;
