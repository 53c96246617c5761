import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tokyoDate, type TrialConversionStats } from '@coaching/contracts';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

const tokyoToday = () => tokyoDate(new Date());

/** The trial → paid conversion rate for a chosen period (Tokyo days, the trials' dates). */
export const TrialConversionCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [from, setFrom] = useState(() => `${tokyoToday().slice(0, 8)}01`);
  const [to, setTo] = useState(tokyoToday);
  const [stats, setStats] = useState<TrialConversionStats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    dataProvider
      .trialConversion(from, to)
      .then((answer) => current && (setStats(answer), setFailed(false)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [dataProvider, from, to]);

  const figures: Array<[string, string]> = stats
    ? [
        ['resources.trials.conversion.trials', `${stats.trials}`],
        ['resources.trials.conversion.attended', `${stats.attended}`],
        ['resources.trials.conversion.converted', `${stats.converted}`],
        ['resources.trials.conversion.rate', stats.rate === null ? '—' : `${(stats.rate * 100).toFixed(1)}%`],
      ]
    : [];
  return (
    <Card variant="outlined" sx={{ mb: 2 }} aria-labelledby="trial-conversion-title">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography id="trial-conversion-title" component="h2" sx={{ fontWeight: 800, mr: 1 }}>
          {translate('resources.trials.conversion.title')}
        </Typography>
        <TextField type="date" size="small" label={translate('resources.trials.conversion.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth={false} sx={{ width: 170 }} />
        <TextField type="date" size="small" label={translate('resources.trials.conversion.to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} fullWidth={false} sx={{ width: 170 }} />
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, ml: { md: 2 } }}>
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.25rem' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {failed && <Typography color="error">{translate('resources.trials.conversion.error')}</Typography>}
      </CardContent>
    </Card>
  );
};
