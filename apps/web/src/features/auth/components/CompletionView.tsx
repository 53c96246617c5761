import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

interface CompletionViewProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links onward. */
  actions: ReactNode;
}

/** The "complete" step of password reset and change (spec §4): replaces the form in the same card. */
export function CompletionView({ title, children, actions }: CompletionViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: screen readers and keyboards continue from the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
      <CheckCircleRoundedIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ mt: 1, fontSize: { xs: '1.25rem', sm: '1.5rem' }, outline: 'none' }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {children}
        </Typography>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>{actions}</Box>
    </Box>
  );
}
