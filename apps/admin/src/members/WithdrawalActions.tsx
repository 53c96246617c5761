import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatYen } from '@coaching/web-theme';
import { WITHDRAWAL_CHANNEL_LABELS, WITHDRAWAL_CHANNELS, WITHDRAWAL_CONSEQUENCES, type AdminMember360, type WithdrawalChannelName, type WithdrawalPreview } from '@coaching/contracts';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../providers/http';

const memberUrl = (id: string, rest: string) => `${ADMIN_API_URL}/members/${encodeURIComponent(id)}/${rest}`;

/**
 * 退会・削除 (issue 34, ADR 0042): support runs the withdrawal a member asked for by mail or phone, after reading what it
 * does (the refunds line by line, which then wait for another person's approval in 解約・返金).
 */
const WithdrawalDialog = ({ member, onClose }: { member: AdminMember360; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const preview = useQuery({ queryKey: ['member-withdrawal', member.id], queryFn: async () => (await httpClient(memberUrl(member.id, 'withdrawal'))).json as WithdrawalPreview, retry: false });
  const [channel, setChannel] = useState<WithdrawalChannelName>('mail');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      await httpClient(memberUrl(member.id, 'withdrawal'), { method: 'POST', body: JSON.stringify({ channel, reason }) });
      notify('退会の手続きをしました。返金がある場合は、解約・返金で別の担当者が承認します。', { type: 'success' });
      onClose();
      refresh();
    } catch (failure) {
      const fields = failure instanceof HttpError ? (failure.body?.errors as Record<string, string[]> | undefined) : undefined;
      setErrors(Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v[0]])));
      notify(failure instanceof Error ? failure.message : 'エラーが発生しました。', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="withdrawal-title">
      <DialogTitle id="withdrawal-title">退会・個人情報の削除 ・ {member.profile.name ?? member.profile.email}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {WITHDRAWAL_CONSEQUENCES.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
        {preview.isError && <Alert severity="error">{preview.error instanceof Error ? preview.error.message : 'エラーが発生しました。'}</Alert>}
        {preview.data?.refunds.map((refund) => (
          <Box key={refund.payment_id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, fontSize: '0.875rem' }}>
            <strong>{refund.title}</strong>（{refund.kind_label}）
            {refund.lines.map((line, n) => (
              <Box key={n} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, color: line.note ? 'text.secondary' : undefined }}>
                <span>{line.label}</span>
                {!line.note && <span>{formatYen(line.amount)}</span>}
              </Box>
            ))}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800, mt: 0.5 }}>
              <span>返金額（承認後に実行）</span>
              <span>{formatYen(refund.refund)}</span>
            </Box>
          </Box>
        ))}
        <TextField select label="受付方法" value={channel} onChange={(event) => setChannel(event.target.value as WithdrawalChannelName)} error={Boolean(errors.channel)} helperText={errors.channel}>
          {WITHDRAWAL_CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {WITHDRAWAL_CHANNEL_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="受付内容（会員のご依頼）"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? '操作履歴に残ります。'}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
        <Button variant="contained" color="error" disabled={pending || !preview.data} onClick={() => void submit()}>
          退会させる
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** 開示: everything the school keeps about the member, as one JSON file (the export is on the record). */
async function downloadExport(member: AdminMember360): Promise<void> {
  const { body } = await httpClient(memberUrl(member.id, 'export'));
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `member-${member.id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export const WithdrawalActions = ({ member }: { member: AdminMember360 }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const withdrawn = member.profile.status === 'withdrawn';
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<DownloadIcon />} onClick={() => downloadExport(member).catch((e) => notify(e instanceof Error ? e.message : 'エラーが発生しました。', { type: 'error' }))}>
        データを書き出す（開示）
      </Button>
      <Button variant="outlined" color="error" startIcon={<PersonOffIcon />} disabled={withdrawn} onClick={() => setOpen(true)}>
        {withdrawn ? '退会済み' : '退会・削除'}
      </Button>
      {open && <WithdrawalDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
};
