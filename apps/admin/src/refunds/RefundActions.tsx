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
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, usePermissions, useRefresh } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import type { AdminDataProvider } from '../providers/dataProvider';

/** An admin refuses a large adjustment, saying why. */
const RejectButton = ({ refund }: { refund: AdminRefund }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await dataProvider.refundAction(refund.id, 'reject', { reason });
      notify('返金の申請を却下しました。', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'エラーが発生しました。', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        却下する
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>返金の申請を却下しますか？</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            却下するとお支払いはそのまま続きます。サポートは理由を読んで、あらためて申請できます。
          </Typography>
          <TextField label="却下の理由" value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>キャンセル</Button>
          <Button variant="contained" color="error" disabled={pending} onClick={() => void submit()}>
            却下する
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The one who asked (or an admin) takes back a request still waiting: it leaves the queue, the plan goes on. */
const WithdrawButton = ({ refund }: { refund: AdminRefund }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await dataProvider.refundAction(refund.id, 'withdraw', { reason });
      notify('返金の申請を取り下げました。', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'エラーが発生しました。', { type: 'error' });
      refresh();
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        申請を取り下げる
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>返金の申請を取り下げますか？</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            取り下げると承認待ちの一覧から外れ、お支払いはそのまま続きます。必要があれば、あらためて申請できます。
          </Typography>
          <TextField label="取り下げの理由（任意）" value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>キャンセル</Button>
          <Button variant="contained" disabled={pending} onClick={() => void submit()}>
            取り下げる
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

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
