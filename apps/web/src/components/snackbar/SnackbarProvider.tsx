import { SNACKBAR_AUTO_HIDE_MS } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { SnackbarContext, type SnackbarApi, type SnackbarSeverity } from './snackbar-context';

interface SnackbarState {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
  /** A new key per message restarts the timer and the entry animation when toasts follow each other. */
  key: number;
}

const initialState: SnackbarState = { open: false, message: '', severity: 'success', key: 0 };

/** One toast at a time, top right (spec §2/§3), gone after 5 s (§9) or on its close icon (§4). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState);

  const show = useCallback((severity: SnackbarSeverity, message: string) => {
    setState((previous) => ({ open: true, message, severity, key: previous.key + 1 }));
  }, []);

  // The message stays while the exit transition plays; only `open` flips.
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);

  const api = useMemo<SnackbarApi>(
    () => ({ showSuccess: (message) => show('success', message), showError: (message) => show('error', message), dismiss: close }),
    [show, close],
  );

  const handleClose = useCallback(
    (_event: Event | SyntheticEvent, reason?: SnackbarCloseReason) => {
      // Spec: the toast closes by timeout or its icon, not by clicking elsewhere on the page.
      if (reason === 'clickaway') return;
      close();
    },
    [close],
  );

  return (
    <SnackbarContext value={api}>
      {children}
      {/*
        Portalled: mounted at the end of <body> only while shown, so a toast raised from an open dialog is
        not among the siblings the dialog hides from assistive technology (aria-hidden).
      */}
      <Portal>
        <Snackbar
          key={state.key}
          open={state.open}
          onClose={handleClose}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          sx={{ top: { xs: 72, md: 80 } }}
        >
          <Alert
            severity={state.severity}
            variant="filled"
            onClose={close}
            closeText="閉じる"
            sx={{
              width: '100%',
              minWidth: { sm: 320 },
              maxWidth: 480,
              alignItems: 'center',
              boxShadow: 6,
              fontWeight: 700,
            }}
          >
            {state.message}
          </Alert>
        </Snackbar>
      </Portal>
    </SnackbarContext>
  );
}
