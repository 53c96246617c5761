import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The sign-in card's full-width submit button: disabled with a spinner while the request runs. */
export const FormSubmitButton = ({ submitting, children }: { submitting: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    fullWidth
    disabled={submitting}
    startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
    sx={{ mt: 3, py: 1.25 }}
  >
    {children}
  </Button>
);
