import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import UndoIcon from '@mui/icons-material/UndoOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isWithdrawnAddress, type AdminRefund } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useGetIdentity, usePermissions } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import { useDialogAction } from '../layout/useDialogAction';
import type { AdminDataProvider } from '../providers/dataProvider';

interface ReasonedRefundButtonProps {
  refund: AdminRefund;
  action: 'reject' | 'withdraw';
  label: string;
  icon: ReactNode;
  title: string;
  explanation: string;
  reasonLabel: string;
  confirm: string;
  done: string;
  danger?: boolean;
}

/** A refund decision that says why, in a dialog: an admin's rejection, or the requester's withdrawal. */
const ReasonedRefundButton = ({ refund, action, label, icon, title, explanation, reasonLabel, confirm, done, danger }: ReasonedRefundButtonProps) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { open, setOpen, pending, run } = useDialogAction();
  const [reason, setReason] = useState('');
  // A withdrawal can lose to another admin's decision: the page reloads to show where the request now stands.
  const submit = () => run(() => dataProvider.refundAction(refund.id, action, { reason }), { done, refreshOnError: action === 'withdraw' });
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {explanation}
          </Typography>
          <TextField label={reasonLabel} value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>キャンセル</Button>
          <Button variant="contained" color={danger ? 'error' : 'primary'} disabled={pending} onClick={() => void submit()}>
            {confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** An admin refuses a large adjustment, saying why. */
const RejectButton = ({ refund }: { refund: AdminRefund }) => (
  <ReasonedRefundButton
    refund={refund}
    action="reject"
    label="却下する"
    icon={<BlockIcon />}
    title="返金の申請を却下しますか？"
    explanation="却下するとお支払いはそのまま続きます。サポートは理由を読んで、あらためて申請できます。"
    reasonLabel="却下の理由"
    confirm="却下する"
    done="返金の申請を却下しました。"
    danger
  />
);

/** The one who asked (or an admin) takes back a request still waiting: it leaves the queue, the plan goes on. */
const WithdrawButton = ({ refund }: { refund: AdminRefund }) => (
  <ReasonedRefundButton
    refund={refund}
    action="withdraw"
    label="申請を取り下げる"
    icon={<UndoIcon />}
    title="返金の申請を取り下げますか？"
    explanation="取り下げると承認待ちの一覧から外れ、お支払いはそのまま続きます。必要があれば、あらためて申請できます。"
    reasonLabel="取り下げの理由（任意）"
    confirm="取り下げる"
    done="返金の申請を取り下げました。"
  />
);

/**
 * What an operator may do with a refund where it stands: an admin other than the one who asked approves (which
 * refunds it) or rejects a large adjustment; the one who asked (or an admin) withdraws it while it waits; an approved refund the provider did not take is carried out again; a
 * bank refund sent by hand is recorded. The server decides all of it; these buttons only follow.
 */
export const RefundActions = ({ refund }: { refund: AdminRefund }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const own = identity?.id !== undefined && String(identity.id) === refund.requested_by.id;
  const amount = formatYen(refund.amount);
  if (refund.status === 'awaiting_approval') {
    const waiting = (text: string) => (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
        {(own || permissions === 'admin') && <WithdrawButton refund={refund} />}
      </Box>
    );
    if (permissions !== 'admin') return waiting('管理者の承認を待っています。承認されると返金されます。');
    if (own) return waiting('ご自身の申請は承認できません。別の管理者が承認します。');
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ConfirmedActionButton
          label="承認して返金する"
          confirmTitle="調整後の金額で返金しますか？"
          confirmContent={`${refund.member.name ?? refund.member.email} 様に ${amount} を返金し、ご解約とします。この操作は取り消せません。`}
          done="承認し、返金しました。"
          icon={<CheckIcon />}
          run={() => dataProvider.refundAction(refund.id, 'approve')}
        />
        <RejectButton refund={refund} />
        <WithdrawButton refund={refund} />
      </Box>
    );
  }
  if (refund.status === 'approved') {
    return (
      <ConfirmedActionButton
        label="返金を実行する"
        confirmTitle="返金をもう一度実行しますか？"
        confirmContent="カード会社に返金を依頼します。すでに返金済みの分が二重に返金されることはありません。"
        done="返金しました。"
        icon={<ReplayIcon />}
        run={() => dataProvider.refundAction(refund.id, 'execute')}
      />
    );
  }
  if (refund.status === 'awaiting_bank_transfer') {
    return (
      <ConfirmedActionButton
        label="振込返金済みにする"
        confirmTitle="振込での返金を記録しますか？"
        confirmContent={
          // A withdrawn member has no name or address any more: their account came by reply to the withdrawal mail,
          // which named the order's 受付番号 (ADR 0042).
          isWithdrawnAddress(refund.member.email)
            ? `退会されたお客様（受付番号 ${refund.payment_id}）がご返信でお知らせくださった口座へ ${amount} を振り込んだことを記録します。`
            : `${refund.member.name ?? refund.member.email} 様の口座へ ${amount} を振り込んだことを記録します。`
        }
        done="振込返金を記録しました。"
        icon={<AccountBalanceIcon />}
        run={() => dataProvider.refundAction(refund.id, 'bank-paid')}
      />
    );
  }
  return null;
};
