import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import CurrencyYenIcon from '@mui/icons-material/CurrencyYenOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { campUnpaidCancelSchema, type AdminCampApplication } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import { useState } from 'react';
import { useDataProvider, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import { useDialogAction } from '../layout/useDialogAction';
import type { AdminDataProvider } from '../providers/dataProvider';

/** A transfer arrived: recorded once (after a confirmation); the parent is mailed. */
export const RecordCampTransferButton = () => {
  const record = useRecordContext<AdminCampApplication>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record || record.status !== 'awaiting_transfer') return null;
  return (
    <ConfirmedActionButton
      label="resources.camp-applications.transfer.action"
      confirmTitle="resources.camp-applications.transfer.confirm_title"
      confirmContent="resources.camp-applications.transfer.confirm_content"
      contentOptions={{ parent: record.name, amount: formatYen(record.total) }}
      done="resources.camp-applications.transfer.done"
      icon={<AccountBalanceIcon />}
      run={() => dataProvider.recordCampTransferReceived(record.id)}
    />
  );
};

/** A cancelled application's refund (admins): a transfer's recorded as sent back, a card's asked of the provider again. */
export const RecordCampRefundButton = () => {
  const record = useRecordContext<AdminCampApplication>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<string>();
  if (!record || record.status !== 'cancelled' || permissions !== 'admin') return null;
  const card = record.method === 'bulk';
  return (
    <ConfirmedActionButton
      label={card ? 'resources.camp-applications.refund.action_card' : 'resources.camp-applications.refund.action_bank'}
      confirmTitle="resources.camp-applications.refund.confirm_title"
      confirmContent={card ? 'resources.camp-applications.refund.confirm_card' : 'resources.camp-applications.refund.confirm_bank'}
      contentOptions={{ parent: record.name, amount: formatYen(record.refund ?? 0) }}
      done="resources.camp-applications.refund.done"
      icon={<CurrencyYenIcon />}
      run={() => dataProvider.recordCampRefund(record.id)}
    />
  );
};

/**
 * Cancels a paid application (admins): the parent's cancellation is charged the camp terms' fee (computed by
 * the server from today and the camp's first day), the school's refunds in full or the cancelled days' share;
 * a card payment is refunded through the card provider at once.
 */
export const CancelCampApplicationButton = () => {
  const record = useRecordContext<AdminCampApplication>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const { open, setOpen, pending, run: runAction } = useDialogAction();
  const [by, setBy] = useState<'parent' | 'school'>('parent');
  const [noContact, setNoContact] = useState(false);
  const [days, setDays] = useState('1');
  const [cancelledDays, setCancelledDays] = useState('1');
  const [reason, setReason] = useState('');
  if (!record || record.status !== 'paid' || permissions !== 'admin') return null;

  const run = () => {
    const body = by === 'parent' ? { by, no_contact: noContact, reason } : { by, days: Number(days), cancelled_days: Number(cancelledDays), reason };
    return runAction(() => dataProvider.cancelCampApplication(record.id, body), {
      done: ({ data }) => ({ message: 'resources.camp-applications.cancel.done', args: { fee: formatYen(data.fee ?? 0), refund: formatYen(data.refund ?? 0) } }),
    });
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)}>
        {translate('resources.camp-applications.cancel.action')}
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} aria-labelledby="camp-cancel-title" fullWidth maxWidth="sm">
        <DialogTitle id="camp-cancel-title">{translate('resources.camp-applications.cancel.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">{translate('resources.camp-applications.cancel.content', { parent: record.name, amount: formatYen(record.total) })}</Typography>
          <RadioGroup value={by} onChange={(_e, value) => setBy(value as 'parent' | 'school')} aria-label={translate('resources.camp-applications.cancel.by')}>
            <FormControlLabel value="parent" control={<Radio />} label={translate('resources.camp-applications.cancel.by_parent')} />
            <FormControlLabel value="school" control={<Radio />} label={translate('resources.camp-applications.cancel.by_school')} />
          </RadioGroup>
          {by === 'parent' ? (
            <FormControlLabel control={<Checkbox checked={noContact} onChange={(e) => setNoContact(e.target.checked)} />} label={translate('resources.camp-applications.cancel.no_contact')} />
          ) : (
            <>
              <TextField type="number" label={translate('resources.camp-applications.cancel.days')} value={days} onChange={(e) => setDays(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 30 } }} />
              <TextField type="number" label={translate('resources.camp-applications.cancel.cancelled_days')} value={cancelledDays} onChange={(e) => setCancelledDays(e.target.value)} slotProps={{ htmlInput: { min: 1, max: 30 } }} />
            </>
          )}
          <TextField label={translate('resources.camp-applications.cancel.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Typography variant="caption" color="text.secondary">
            {translate('resources.camp-applications.cancel.fee_note')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void run()} loading={pending} disabled={pending}>
            {translate('resources.camp-applications.cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * Issue 34: an application whose bank transfer is awaited, cancelled for the parent who backed out (admin and support:
 * no money moves). The reason is required and recorded; the seats are freed at once and the parent is mailed.
 */
export const CancelUnpaidCampApplicationButton = () => {
  const record = useRecordContext<AdminCampApplication>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const { open, setOpen, pending, run: runAction } = useDialogAction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!record || record.status !== 'awaiting_transfer') return null;

  const run = () => {
    const parsed = campUnpaidCancelSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message ?? null);
    return runAction(() => dataProvider.cancelUnpaidCampApplication(record.id, parsed.data.reason), {
      done: 'resources.camp-applications.cancel_unpaid.done',
      // The server's word on the reason stands under the field, not in a toast.
      handled: (error) => {
        const field = (error as { body?: { errors?: Record<string, string[] | string> } }).body?.errors?.reason;
        if (field) setReasonError(Array.isArray(field) ? field[0] : field);
        return Boolean(field);
      },
    });
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)}>
        {translate('resources.camp-applications.cancel_unpaid.action')}
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} aria-labelledby="camp-cancel-unpaid-title" fullWidth maxWidth="sm">
        <DialogTitle id="camp-cancel-unpaid-title">{translate('resources.camp-applications.cancel_unpaid.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">{translate('resources.camp-applications.cancel_unpaid.content', { parent: record.name, count: record.count, amount: formatYen(record.total) })}</Typography>
          <TextField
            label={translate('resources.camp-applications.cancel_unpaid.reason')}
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? translate('resources.camp-applications.cancel_unpaid.reason_helper')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void run()} loading={pending} disabled={pending}>
            {translate('resources.camp-applications.cancel_unpaid.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
