import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import { formatYen } from '@coaching/web-theme';
import type { AdminPayment } from '@coaching/contracts';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * A bank transfer has arrived: record it (after a confirmation), which starts the member's plan and mails
 * them. The server records it once; a second click, here or in another tab, changes nothing.
 */
export const RecordTransferButton = () => {
  const record = useRecordContext<AdminPayment>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record || record.method !== 'bank' || record.status !== 'awaiting_transfer') return null;
  return (
    <ConfirmedActionButton
      label="resources.payments.transfer.action"
      confirmTitle="resources.payments.transfer.confirm_title"
      confirmContent="resources.payments.transfer.confirm_content"
      contentOptions={{ member: record.member.name ?? record.member.email, amount: formatYen(record.total) }}
      done="resources.payments.transfer.done"
      icon={<AccountBalanceIcon />}
      run={() => dataProvider.recordTransferReceived(record.id)}
    />
  );
};
