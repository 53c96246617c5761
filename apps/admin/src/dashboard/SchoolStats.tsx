import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardStats } from '@coaching/contracts';
import { brand, formatDateTime, formatYen } from '@coaching/web-theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { ADMIN_API_URL } from '../providers/http';
import { axisMax } from './chartScale';
import { lastMonths, monthLabel, monthsBefore, percentLabel } from './period';

const GREEN = '#15744b';
const AMBER = '#b26a00';
const yenAxis = (v: number) => (v >= 10_000 ? `${Math.round(v / 10_000)}万` : String(v));

const CsvLink = ({ list, period }: { list: 'months' | 'coaches' | 'refunds'; period: { from: string; to: string } }) => {
  const translate = useTranslate();
  return (
    <Button
      component="a"
      size="small"
      startIcon={<DownloadIcon />}
      href={`${ADMIN_API_URL}/dashboard/${list}.csv?from=${period.from}&to=${period.to}`}
      download={`dashboard-${list}-${period.from}-${period.to}.csv`}
    >
      {translate('app.stats.csv')}
    </Button>
  );
};

const Panel = ({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) => (
  <Card data-testid={testId} sx={{ minWidth: 0 }}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);

/** sx for what is read by a screen reader but not shown. */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/** A chart's values on hover: the month's every series at once. */
const axisTooltip = { tooltip: { trigger: 'axis' } } as const;

/**
 * A month chart's numbers as a table a screen reader reads (the chart itself is a picture to it): one row per month,
 * one column per series, the values formatted as the chart's tooltip shows them.
 */
const MonthsTable = ({ caption, months, columns }: { caption: string; months: string[]; columns: { label: string; values: (number | null)[]; format: (v: number | null) => string }[] }) => (
  <Box component="table" sx={visuallyHidden}>
    <caption>{caption}</caption>
    <thead>
      <tr>
        <th scope="col">月</th>
        {columns.map((c) => (
          <th key={c.label} scope="col">
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {months.map((month, i) => (
        <tr key={month}>
          <th scope="row">{month}</th>
          {columns.map((c) => (
            <td key={c.label}>{c.format(c.values[i] ?? null)}</td>
          ))}
        </tr>
      ))}
    </tbody>
  </Box>
);

const Kpi = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <Card sx={{ flex: '1 1 160px', minWidth: 150, borderTop: `4px solid ${brand.indigo}` }}>
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.625rem', fontWeight: 800, lineHeight: 1.3 }}>{value}</Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </CardContent>
  </Card>
);

const Charts = ({ stats, period }: { stats: DashboardStats; period: { from: string; to: string } }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.stats.${key}`, options);
  const months = stats.months.map((m) => monthLabel(m.month, true));
  const coachNames = stats.coaches.map((c) => c.coach_name);
  const yen = (v: number | null) => formatYen(v ?? 0);
  const count = (v: number | null) => String(v ?? 0);
  const revenue = { label: t('revenue_series'), values: stats.months.map((m) => m.revenue), format: yen };
  const refunds = { label: t('refunds_series'), values: stats.months.map((m) => m.refunds), format: yen };
  const active = { label: t('active_series'), values: stats.months.map((m) => m.active_subscriptions), format: count };
  const joined = { label: t('new_members_series'), values: stats.months.map((m) => m.new_members), format: count };
  const ended = { label: t('ended_series'), values: stats.months.map((m) => m.ended_subscriptions), format: count };
  const conversion = { label: t('conversion_series'), values: stats.months.map((m) => m.conversion_rate), format: percentLabel };
  const churn = { label: t('churn_series'), values: stats.months.map((m) => m.churn_rate), format: percentLabel };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Kpi label={t('revenue')} value={formatYen(stats.totals.revenue)} note={t('refunds_note', { amount: formatYen(stats.totals.refunds) })} />
        <Kpi label={t('active')} value={`${stats.totals.active_subscriptions}件`} note={t('active_note')} />
        <Kpi label={t('new_members')} value={`${stats.totals.new_members}人`} />
        <Kpi label={t('conversion')} value={percentLabel(stats.totals.conversion_rate)} note={t('conversion_note', { converted: stats.totals.converted_trials, trials: stats.totals.trials })} />
        <Kpi label={t('churn')} value={percentLabel(stats.totals.churn_rate)} note={t('churn_note')} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <Panel title={t('revenue_chart')} action={<CsvLink list="months" period={period} />} testId="revenue-chart">
          <BarChart
            height={260}
            margin={{ left: 8, right: 8, top: 16, bottom: 0 }}
            xAxis={[{ scaleType: 'band', data: months, height: 28 }]}
            yAxis={[{ min: 0, max: axisMax([...revenue.values, ...refunds.values]), valueFormatter: yenAxis, width: 44 }]}
            slotProps={axisTooltip}
            series={[
              { label: revenue.label, data: revenue.values, color: brand.indigo, valueFormatter: yen },
              { label: refunds.label, data: refunds.values, color: brand.accent, valueFormatter: yen },
            ]}
          />
          <MonthsTable caption={t('revenue_chart')} months={months} columns={[revenue, refunds]} />
        </Panel>
        <Panel title={t('members_chart')} action={<CsvLink list="months" period={period} />}>
          <LineChart
            height={260}
            margin={{ left: 16, right: 24, top: 16, bottom: 0 }}
            xAxis={[{ scaleType: 'point', data: months, height: 28 }]}
            yAxis={[{ min: 0, max: axisMax([...active.values, ...joined.values, ...ended.values]), width: 36 }]}
            slotProps={axisTooltip}
            series={[
              { label: active.label, data: active.values, color: brand.indigo, showMark: true, curve: 'linear' },
              { label: joined.label, data: joined.values, color: GREEN, showMark: true, curve: 'linear' },
              { label: ended.label, data: ended.values, color: brand.accent, showMark: true, curve: 'linear' },
            ]}
          />
          <MonthsTable caption={t('members_chart')} months={months} columns={[active, joined, ended]} />
        </Panel>
        <Panel title={t('rates_chart')} action={<CsvLink list="months" period={period} />}>
          <LineChart
            height={260}
            margin={{ left: 16, right: 24, top: 16, bottom: 0 }}
            xAxis={[{ scaleType: 'point', data: months, height: 28 }]}
            yAxis={[{ min: 0, max: Math.min(100, axisMax([...conversion.values, ...churn.values])), valueFormatter: (v: number) => `${v}%`, width: 44 }]}
            slotProps={axisTooltip}
            series={[
              { label: conversion.label, data: conversion.values, color: GREEN, showMark: true, curve: 'linear', connectNulls: true, valueFormatter: (v) => percentLabel(v) },
              { label: churn.label, data: churn.values, color: AMBER, showMark: true, curve: 'linear', connectNulls: true, valueFormatter: (v) => percentLabel(v) },
            ]}
          />
          <MonthsTable caption={t('rates_chart')} months={months} columns={[conversion, churn]} />
        </Panel>
        <Panel title={t('coaches_chart')} action={<CsvLink list="coaches" period={period} />} testId="coaches-panel">
          {stats.coaches.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {t('no_lessons')}
            </Typography>
          ) : (
            <>
              <BarChart
                height={Math.max(160, 48 * stats.coaches.length + 40)}
                layout="horizontal"
                margin={{ left: 8, right: 16, top: 8, bottom: 0 }}
                xAxis={[{ min: 0, max: axisMax(stats.coaches.map((c) => c.lessons_given + c.no_shows)), height: 28 }]}
                yAxis={[{ scaleType: 'band', data: coachNames, width: 84 }]}
                slotProps={axisTooltip}
                series={[
                  { label: t('given_series'), data: stats.coaches.map((c) => c.lessons_given), color: brand.indigo, stack: 'lessons' },
                  { label: t('no_show_series'), data: stats.coaches.map((c) => c.no_shows), color: brand.accent, stack: 'lessons' },
                ]}
              />
              <Table size="small" sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('coach')}</TableCell>
                    <TableCell align="right">{t('given_series')}</TableCell>
                    <TableCell align="right">{t('no_show_series')}</TableCell>
                    <TableCell align="right">{t('no_show_rate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stats.coaches.map((c) => (
                    <TableRow key={c.coach_id}>
                      <TableCell>{c.coach_name}</TableCell>
                      <TableCell align="right">{c.lessons_given}</TableCell>
                      <TableCell align="right">{c.no_shows}</TableCell>
                      <TableCell align="right">{percentLabel(c.no_show_rate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Panel>
      </Box>
      <Panel title={t('refunds_list', { count: stats.refunds.length })} action={<CsvLink list="refunds" period={period} />}>
        {stats.refunds.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('no_refunds')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('refunded_at')}</TableCell>
                <TableCell>{t('what')}</TableCell>
                <TableCell align="right">{t('amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stats.refunds.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.refunded_at)}</TableCell>
                  <TableCell>{r.what}</TableCell>
                  <TableCell align="right">{formatYen(r.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Panel>
    </>
  );
};

/**
 * The school in numbers over a span of Tokyo months (staff): revenue and refunds, subscriptions and members, trial
 * conversion and churn, each coach's lessons and no-shows, the refunds; every list also as CSV.
 */
export const SchoolStats = () => {
  const translate = useTranslate();
  const [period, setPeriod] = useState(() => lastMonths(6));
  const [preset, setPreset] = useState<number | null>(6);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['dashboard', period.from, period.to],
    queryFn: () => dataProvider.dashboard(period.from, period.to),
    retry: false,
  });
  const choose = (months: number | null) => {
    if (months === null) return;
    setPreset(months);
    setPeriod(lastMonths(months));
  };
  const edit = (field: 'from' | 'to') => (value: string) => {
    if (!/^\d{4}-\d{2}$/.test(value)) return;
    setPreset(null);
    setPeriod((current) => ({ ...current, [field]: value }));
  };
  // The last 36 months to choose from (the server takes at most 24 at once and says so).
  const choices = Array.from({ length: 36 }, (_, i) => monthsBefore(lastMonths(1).to, i));
  const empty = data && data.totals.revenue === 0 && data.totals.new_members === 0 && data.totals.trials === 0 && data.coaches.length === 0 && data.totals.active_subscriptions === 0;

  return (
    <Box component="section" aria-labelledby="school-stats" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="school-stats" variant="h5" component="h2" sx={{ fontWeight: 800, mr: 'auto' }}>
          {translate('app.stats.title')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={preset} onChange={(_, value: number | null) => choose(value)} aria-label={translate('app.stats.period')}>
          <ToggleButton value={3}>{translate('app.stats.last', { months: 3 })}</ToggleButton>
          <ToggleButton value={6}>{translate('app.stats.last', { months: 6 })}</ToggleButton>
          <ToggleButton value={12}>{translate('app.stats.last', { months: 12 })}</ToggleButton>
        </ToggleButtonGroup>
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={translate(`app.stats.${field}`)}
            value={period[field]}
            onChange={(e) => edit(field)(e.target.value)}
            sx={{ width: 150 }}
          >
            {choices.map((month) => (
              <MenuItem key={month} value={month}>
                {monthLabel(month)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('app.stats.span', { from: monthLabel(period.from), to: monthLabel(period.to) })}
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </Box>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('app.stats.retry')}
            </Button>
          }
        >
          {error instanceof Error && error.message ? error.message : translate('app.stats.error')}
        </Alert>
      ) : empty ? (
        <Alert severity="info">{translate('app.stats.empty')}</Alert>
      ) : (
        <Charts stats={data} period={period} />
      )}
    </Box>
  );
};
