import Button from '@mui/material/Button';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import { formatYen } from '@coaching/web-theme';
import type { AdminPayment } from '@coaching/contracts';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * A bank transfer has arrived: record it (after a confirmation), which starts the member's plan and mails
 * them. The server records it once; a second click, here or in another tab, changes nothing.
 */
export const RecordTransferButton = () => {
  const record = useRecordContext<AdminPayment>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  if (!record || record.method !== 'bank' || record.status !== 'awaiting_transfer') return null;

  const recordReceipt = async () => {
    setPending(true);
    try {
      await dataProvider.recordTransferReceived(record.id);
      notify('resources.payments.transfer.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<AccountBalanceIcon />} onClick={() => setConfirming(true)} disabled={isPending}>
        {translate('resources.payments.transfer.action')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.payments.transfer.confirm_title"
        content="resources.payments.transfer.confirm_content"
        contentTranslateOptions={{ member: record.member.name ?? record.member.email, amount: formatYen(record.total) }}
        confirm="resources.payments.transfer.action"
        onConfirm={() => void recordReceipt()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
