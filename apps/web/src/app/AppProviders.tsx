import { theme } from '@coaching/web-theme';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { SnackbarProvider } from '../components/snackbar/SnackbarProvider';
import { ApiError, swrFetcher } from '../lib/http';

const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  // A 4xx answer will not change by asking again; only server and network failures are retried.
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status < 500),
};

const globalStyles = {
  // Focused fields and anchored sections stop below the sticky header instead of under it.
  html: { scrollPaddingTop: 88 },
  // Japanese wraps between phrases (Chromium) rather than mid-word; long URLs still wrap.
  body: { wordBreak: 'auto-phrase', overflowWrap: 'break-word' },
} as const;

/** Data the server rendered the page with, keyed by API path; SWR starts from it instead of fetching. */
export type InitialData = Record<string, unknown>;

/** Theme, data fetching and notifications around the router: the same on the server and in the browser. */
export function AppProviders({ initialData, children }: { initialData?: InitialData; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <SWRConfig value={initialData ? { ...swrConfig, fallback: initialData } : swrConfig}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
