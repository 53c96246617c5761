import { createContext } from 'react';

export type SnackbarSeverity = 'success' | 'error';

export interface SnackbarApi {
  showSuccess: (message: string) => void;
  showError: (message: string) => void;
  /** Closes the toast on screen, if any (a notice about the page being left, such as 'please sign in'). */
  dismiss: () => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);
