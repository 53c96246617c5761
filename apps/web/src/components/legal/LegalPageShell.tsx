import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LegalDates } from '../../features/legal/types';
import { usePageTitle } from '../../hooks/usePageTitle';

/** '2026-04-01' → '2026年4月1日' */
export function formatLegalDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** Heading, date line and a readable column (about 760px) for every legal page. */
export function LegalPageShell({
  title,
  eyebrow,
  lead,
  dates,
  children,
}: {
  title: string;
  eyebrow: string;
  lead?: readonly string[];
  dates: LegalDates;
  children: ReactNode;
}) {
  usePageTitle(title);

  return (
    <Container component="article" maxWidth={false} sx={{ maxWidth: 792, py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 }, pb: { xs: 2.5, md: 3 }, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem' }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.625rem', md: '2.125rem' }, lineHeight: 1.4, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {lead?.map((text) => (
          <Typography key={text} sx={{ mt: 2, lineHeight: 1.9 }}>
            {text}
          </Typography>
        ))}
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
          <span>
            制定日 <time dateTime={dates.enacted}>{formatLegalDate(dates.enacted)}</time>
          </span>
          <span>
            最終改定日 <time dateTime={dates.revised}>{formatLegalDate(dates.revised)}</time>
          </span>
        </Typography>
      </Box>
      {children}
    </Container>
  );
}
