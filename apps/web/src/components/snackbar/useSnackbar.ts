import { useContext } from 'react';
import { SnackbarContext, type SnackbarApi } from './snackbar-context';

/** The site-wide toast: `showSuccess(message)` / `showError(message)`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
