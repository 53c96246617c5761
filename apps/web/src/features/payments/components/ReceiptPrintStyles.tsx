import GlobalStyles from '@mui/material/GlobalStyles';
import { RECEIPT_ID } from './ReceiptDocument';

/**
 * On paper only the receipt (a member's order or a camp application): the header, the sidebar and the page's buttons
 * are left out; A4 with a margin.
 */
export function ReceiptPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '16mm' },
          'body *': { visibility: 'hidden' },
          [`#${RECEIPT_ID}, #${RECEIPT_ID} *`]: { visibility: 'visible' },
          [`#${RECEIPT_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', maxWidth: 'none !important', border: '0 !important' },
        },
      }}
    />
  );
}
