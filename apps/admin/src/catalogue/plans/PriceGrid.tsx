import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fromPrice, isPlanVisible, PRICE_SLOTS, type PlanPricing } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TaxIncludedHint } from '../shared/TaxIncludedHint';

/** Typing nothing into a price means the period is not sold (0), not "no value". */
const zeroWhenEmpty = (value: string | number | null) => (value === '' || value === null ? 0 : Number(value));

/** What members will see, by the shared rules of spec §5: shown or not, and the 'from' price. */
const PlanPreview = () => {
  const translate = useTranslate();
  const values = useWatch() as Partial<PlanPricing>;
  const pricing = {
    ...Object.fromEntries(PRICE_SLOTS.flatMap((slot) => [[`price${slot}`, Number(values[`price${slot}`]) || 0], [`period${slot}`, Number(values[`period${slot}`]) || slot]])),
    tax_rate: values.tax_rate ?? 1.1,
    is_group: Boolean(values.is_group),
  } as PlanPricing;
  if (!isPlanVisible(pricing)) {
    return (
      <Alert severity="warning" data-testid="plan-preview">
        {translate('resources.plans.preview.hidden')}
      </Alert>
    );
  }
  let from: number | null = null;
  try {
    from = fromPrice(pricing);
  } catch {
    // A tax rate out of range: the input already says so.
  }
  return (
    <Alert severity="success" data-testid="plan-preview">
      {from === null ? translate('resources.plans.preview.group') : translate('resources.plans.preview.from', { price: formatYen(from) })}
    </Alert>
  );
};

/**
 * Prices 1 to 6 as one table: each row is a period in months and its monthly price without tax,
 * with the tax-included amount the member pays written under it.
 */
export const PriceGrid = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <NumberInput source="tax_rate" step={0.01} helperText="resources.plans.helpers.tax_rate" sx={{ maxWidth: 240 }} />
      <Box
        role="table"
        aria-label={translate('resources.plans.sections.prices')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '3em 1fr 2fr', sm: '4em 10em 16em' }, columnGap: 2, alignItems: 'start', mt: 1 }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          {['slot', 'period', 'monthly'].map((column) => (
            <Typography key={column} role="columnheader" variant="caption" color="text.secondary" sx={{ fontWeight: 700, pb: 0.5 }}>
              {translate(`resources.plans.grid.${column}`)}
            </Typography>
          ))}
        </Box>
        {PRICE_SLOTS.map((slot) => (
          <Box role="row" key={slot} sx={{ display: 'contents' }}>
            <Typography role="cell" sx={{ pt: 2.5, fontWeight: 700 }}>
              {slot}
            </Typography>
            <Box role="cell">
              <NumberInput source={`period${slot}`} label={translate('resources.plans.grid.period_label', { slot })} step={1} helperText={false} />
            </Box>
            <Box role="cell">
              <NumberInput
                source={`price${slot}`}
                label={translate('resources.plans.grid.price_label', { slot })}
                step={100}
               
                parse={zeroWhenEmpty}
                helperText={<TaxIncludedHint source={`price${slot}`} zero={translate('resources.plans.grid.not_sold')} />}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1, maxWidth: 560 }}>
        <PlanPreview />
      </Box>
    </Box>
  );
};
