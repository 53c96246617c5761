import { PAYMENT_METHOD_LABELS, type PaymentReceipt } from '@coaching/contracts';
import { formatDate, formatYen } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { company } from '../../legal/content/company';

/** The element the print styles keep: everything else of the page is hidden on paper (PaymentReceiptRoute). */
export const RECEIPT_ID = 'receipt-document';

const cell = { py: 0.75, px: { xs: 0.5, sm: 1 }, borderBottom: 1, borderColor: 'divider', textAlign: 'left', fontWeight: 400 } as const;

/**
 * A receipt (領収書) as a parent prints or saves it: addressee, the amount received, what it was for, each
 * payment with its date, the admission fee and tax inside, and the issuer (the legal notice's company data).
 */
export function ReceiptDocument({ receipt }: { receipt: PaymentReceipt }) {
  const split = receipt.method === 'split';
  return (
    <Box
      id={RECEIPT_ID}
      component="article"
      aria-labelledby="receipt-title"
      sx={{ bgcolor: '#fff', color: '#111', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 5 }, display: 'grid', gap: 3, maxWidth: 760 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id="receipt-title" component="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' }, fontWeight: 800, letterSpacing: '0.5em' }}>
          領収書
        </Typography>
        <Box sx={{ fontSize: '0.8125rem', textAlign: 'right', color: 'text.secondary' }}>
          <div>No. {receipt.receipt_number}</div>
          <div>発行日 {formatDate(receipt.issued_at)}</div>
        </Box>
      </Box>

      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, borderBottom: 2, borderColor: '#111', pb: 0.5, justifySelf: 'start', minWidth: { xs: '100%', sm: 320 } }}>
        {receipt.addressee || 'お客様'} 様
      </Typography>

      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'center', bgcolor: '#f5f6f8', borderRadius: 1, py: 2, px: 1 }}>
        <Typography component="p" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          金額（税込）
        </Typography>
        <Typography component="p" data-testid="receipt-total" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
          {formatYen(receipt.total)}
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.875rem', textAlign: 'center' }}>
          但し、{receipt.description}
        </Typography>
        <Typography component="p" sx={{ fontSize: '0.875rem' }}>
          上記の金額を正に領収いたしました。
        </Typography>
      </Box>

      <Box>
        <Typography component="h3" sx={{ fontWeight: 800, mb: 1 }}>
          内訳（{PAYMENT_METHOD_LABELS[receipt.method]}）
        </Typography>
        <Box component="table" aria-label="内訳" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem', '& th, & td': cell, '& td:last-of-type, & th:last-of-type': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }}>
          <thead>
            <tr>
              <Box component="th" sx={{ fontWeight: '700 !important' }}>
                お支払い
              </Box>
              <Box component="th" sx={{ fontWeight: '700 !important', whiteSpace: 'nowrap' }}>
                お支払い日
              </Box>
              <Box component="th" sx={{ fontWeight: '700 !important' }}>
                金額（税込）
              </Box>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.label}>
                <td>{line.label}</td>
                <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(line.paid_at)}
                </Box>
                <td>{formatYen(line.amount)}</td>
              </tr>
            ))}
            {receipt.admission_fee > 0 && (
              <tr>
                <td colSpan={2}>うち入会金</td>
                <td>{formatYen(receipt.admission_fee)}</td>
              </tr>
            )}
            <tr>
              <td colSpan={2}>うち消費税（10%）</td>
              <td>{formatYen(receipt.tax)}</td>
            </tr>
            <Box component="tr" sx={{ '& td': { fontWeight: '800 !important', borderBottom: 0 } }}>
              <td colSpan={2}>合計</td>
              <td>{formatYen(receipt.total)}</td>
            </Box>
          </tbody>
        </Box>
        {split && receipt.order_total > receipt.total && (
          <Typography sx={{ mt: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
            ご注文の合計 {formatYen(receipt.order_total)}（税込）のうち、お支払い済みの分です。残りのお支払いは、毎月のお支払い後にこの領収書へ加わります。
          </Typography>
        )}
      </Box>

      <Box sx={{ justifySelf: 'end', textAlign: 'right', fontSize: '0.875rem', display: 'grid', gap: 0.25 }}>
        <Typography sx={{ fontWeight: 800 }}>{company.name}</Typography>
        <div>{company.postalAddress}</div>
        <div>{company.email}</div>
        <div>サービス名：{company.serviceName}</div>
      </Box>
    </Box>
  );
}
