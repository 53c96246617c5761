import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  /** Small English label above the title (LOGIN, SIGN UP…), as on /contact. */
  eyebrow: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (to sign-up, to login…). */
  footer?: ReactNode;
}

/** The frame of the public account pages: a centred card on desktop, the full width on phones. */
export function AuthCard({ eyebrow, title, description, children, footer }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem' }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.625rem', md: '2rem' } }}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 1.5, textAlign: { xs: 'left', sm: 'center' } }}>
            {description}
          </Typography>
        )}
      </Box>

      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderColor: 'divider', boxShadow: '0 12px 40px rgba(20, 26, 46, 0.06)' }}
      >
        {children}
      </Paper>

      {footer && (
        <Box sx={{ maxWidth: 520, mx: 'auto', mt: 3, display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>{footer}</Box>
      )}
    </Container>
  );
}
