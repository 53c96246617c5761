import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/http';
import type { QuoteState } from '../model/purchase-flow';
import { LOAD_FAILED, LoadFailed } from './LoadFailed';
import { SectionCard } from './SectionCard';

interface QuoteSectionProps<Quote> {
  quote: QuoteState<Quote>;
  /** The page handles this failure itself (a refused coupon in the address): no retry notice. */
  hideError?: boolean;
  /** The breakdown of a loaded price. */
  children: (quote: Quote) => ReactNode;
}

/** The confirmation's price: a spinner, then the breakdown (dimmed while a new price loads), or a failure with a retry. */
export function QuoteSection<Quote>({ quote, hideError = false, children }: QuoteSectionProps<Quote>) {
  return (
    <SectionCard title="お支払い金額">
      {quote.error && !hideError ? (
        <LoadFailed message={errorMessage(quote.error, LOAD_FAILED)} onRetry={() => void quote.mutate()} />
      ) : quote.data ? (
        <Box aria-busy={quote.isValidating} sx={{ opacity: quote.isValidating ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {children(quote.data)}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
          <CircularProgress aria-label="金額を計算中" />
        </Box>
      )}
    </SectionCard>
  );
}
