import type { PaymentReceipt } from '@coaching/contracts';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/http';
import { LOAD_FAILED, LoadFailed } from './LoadFailed';
import { ReceiptDocument } from './ReceiptDocument';
import { ReceiptPrintStyles } from './ReceiptPrintStyles';

interface ReceiptPanelProps {
  receipt: PaymentReceipt | undefined;
  error: unknown;
  /** Nothing to show: the server answered 404 (not the reader's, or nothing paid), or the link lacks its parts. */
  missing: boolean;
  missingMessage: string;
  onRetry: () => void;
  /** The way back (a member's history, the guardian's page); a camp parent has none. */
  back?: ReactNode;
}

/**
 * The one receipt page body (a member's order, a guardian's payment for a child, a camp application): the way back and
 * 印刷・PDFで保存, then the receipt, or its loading, not-found or failed state; on paper only the receipt.
 */
export function ReceiptPanel({ receipt, error, missing, missingMessage, onRetry, back }: ReceiptPanelProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <ReceiptPrintStyles />
      {(back || receipt) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {back}
          {receipt && !missing && (
            <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              印刷・PDFで保存
            </Button>
          )}
        </Box>
      )}
      {missing ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {missingMessage}
        </Typography>
      ) : error ? (
        <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={onRetry} />
      ) : !receipt ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
          <CircularProgress aria-label="領収書を読み込み中" />
        </Box>
      ) : (
        <ReceiptDocument receipt={receipt} />
      )}
    </Box>
  );
}
