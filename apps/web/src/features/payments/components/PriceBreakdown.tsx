import { BillingTerms, type ItemCalcResult, type PlanCalcResult } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { instalmentLabel, instalmentRuns, itemBreakdownLines, planBreakdownLines, taxRateLabel, type BreakdownLine } from '../model/calc-breakdown';

const signedYen = (amount: number) => (amount < 0 ? `−${formatYen(-amount)}` : formatYen(amount));

function Lines({ lines }: { lines: readonly BreakdownLine[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
      {lines.map((line) => (
        <Box key={line.key} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Box component="dt" sx={{ color: 'text.secondary', minWidth: 0 }}>
            {line.label}
            {line.note && (
              <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                {line.note}
              </Box>
            )}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap', color: line.amount < 0 ? 'secondary.main' : 'text.primary' }}>
            {signedYen(line.amount)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Total({ label, total, tax, taxRate }: { label: string; total: number; tax: number; taxRate: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
      <Typography component="p" sx={{ fontWeight: 800 }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography component="p" data-testid="order-total" sx={{ fontWeight: 800, fontSize: { xs: '1.625rem', sm: '1.875rem' }, lineHeight: 1.2 }}>
          {formatYen(total)}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          （税込・うち消費税{taxRateLabel(taxRate)} {formatYen(tax)}）
        </Typography>
      </Box>
    </Box>
  );
}

/** Spec §2 /payments/create: the breakdown from calc; for split, today's charge and the monthly ones after. */
export function PlanPriceBreakdown({ calc, coupon }: { calc: PlanCalcResult; coupon?: ReactNode }) {
  const split = calc.method === 'split';
  const runs = instalmentRuns(calc.instalments);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Lines lines={planBreakdownLines(calc)} />
      {coupon}
      <Divider />
      <Total label={split ? 'お支払い総額' : 'お支払い金額'} total={calc.total} tax={calc.tax} taxRate={calc.tax_rate} />
      {split && (
        <Box component="section" aria-label={BillingTerms.monthlyCharges(calc.instalments.length)} sx={{ bgcolor: 'background.default', borderRadius: 2, p: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 800, fontSize: '0.9375rem', mb: 1 }}>
            {BillingTerms.monthlyCharges(calc.instalments.length)}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
            {runs.map((run) => (
              <Box key={run.from} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {instalmentLabel(run)}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatYen(run.amount)}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            本日 {formatYen(calc.first_charge)} をお支払いいただき、2回目以降は毎月、お支払いに使ったカードへ自動で請求します。
          </Typography>
        </Box>
      )}
    </Box>
  );
}

export function ItemPriceBreakdown({ calc }: { calc: ItemCalcResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Lines lines={itemBreakdownLines(calc)} />
      <Divider />
      <Total label="お支払い金額" total={calc.total} tax={calc.tax} taxRate={calc.tax_rate} />
    </Box>
  );
}
