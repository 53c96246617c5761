import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { chartLinkOf, ChartLinkMessages, studentChartSchema, type AdminStudent } from '@coaching/contracts';
import { useId, useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * Support sets the chart link the member sees on mypage (spec §2 chart section): a shared Google Sheets, Docs or
 * Slides address only (the server refuses anything else; the member's page frames its preview). Empty removes it.
 */
export const ChartLinkButton = () => {
  const record = useRecordContext<AdminStudent>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  if (!record) return null;

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setUrl(record.chart_url ?? '');
    setError(null);
    setOpen(true);
  };
  const submit = async () => {
    const parsed = studentChartSchema.safeParse({ chart_url: url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ChartLinkMessages.invalid);
    setSaving(true);
    try {
      await dataProvider.setStudentChart(record.id, parsed.data.chart_url);
      notify(parsed.data.chart_url ? ChartLinkMessages.saved : ChartLinkMessages.removed, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      const fields = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
      setError(fields?.chart_url ?? (e instanceof Error && e.message ? e.message : translate('ra.notification.http_error')));
    } finally {
      setSaving(false);
    }
  };
  const preview = chartLinkOf(url);

  return (
    <>
      <Button size="small" variant="text" startIcon={<InsertChartOutlinedIcon />} onClick={openDialog} sx={{ whiteSpace: 'nowrap' }} color={record.chart_url ? 'primary' : 'inherit'}>
        {translate(record.chart_url ? 'resources.students.chart.change' : 'resources.students.chart.action')}
      </Button>
      <Dialog open={open} onClose={saving ? undefined : () => setOpen(false)} onClick={(event) => event.stopPropagation()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {translate('resources.students.chart.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{record.member.name ? `${record.member.name}（${record.member.email}）` : record.member.email}</DialogContentText>
          <Alert severity="info">{translate('resources.students.chart.explain')}</Alert>
          <TextField
            label={translate('resources.students.chart.url')}
            placeholder="https://docs.google.com/spreadsheets/d/…/edit"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? translate('resources.students.chart.helper')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
          {preview && (
            <Link href={preview.openUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {translate('resources.students.chart.open')}
            </Link>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" loading={saving} onClick={() => void submit()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
