import { createContext } from 'react';

export type SnackbarSeverity = 'success' | 'error';

export interface SnackbarApi {
  showSuccess: (message: string) => void;
  showError: (message: string) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);
