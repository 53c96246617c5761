import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { PurchaseTerm } from '../model/purchase-terms';
import { SectionCard } from './SectionCard';

/**
 * The final confirmation's terms, just above 購入する (Act on Specified Commercial Transactions): amounts,
 * when they are charged, the service period and its renewal, cancellation and refunds, and the legal notice.
 * The terms link is /rule, or the camp terms for an offline plan (spec §2: `termsHref`).
 */
export function PurchaseTerms({ terms, actionLabel, termsHref = paths.rule }: { terms: readonly PurchaseTerm[]; actionLabel: string; termsHref?: string }) {
  return (
    <SectionCard title="ご購入前の最終確認">
      <Box component="dl" aria-label="お申し込みの条件" data-testid="purchase-terms" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {terms.map((term) => (
          <Box key={term.label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9.5rem 1fr' }, gap: { xs: 0.5, sm: 2 } }}>
            <Box component="dt" sx={{ fontWeight: 800 }}>
              {term.label}
            </Box>
            <Box component="dd" sx={{ m: 0, display: 'grid', gap: 0.5, color: 'text.secondary', fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
              {term.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2.5, fontSize: '0.9375rem' }}>
        詳しくは
        <Link component={RouterLink} to={paths.ebizRule} target="_blank" rel="noopener" sx={{ fontWeight: 700, mx: 0.5 }}>
          特定商取引法に基づく表記
        </Link>
        と
        <Link component={RouterLink} to={termsHref} target="_blank" rel="noopener" sx={{ fontWeight: 700, mx: 0.5 }}>
          利用規約
        </Link>
        をご確認ください。上記の内容をご確認のうえ「{actionLabel}」を押すと、お申し込みが確定します。
      </Typography>
    </SectionCard>
  );
}
