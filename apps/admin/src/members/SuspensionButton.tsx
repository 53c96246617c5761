import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUSPENSION_GROUND_LABELS, SUSPENSION_GROUNDS, type SuspensionGround } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * 利用停止 (spec §4 terms: no reply for over 7 days, misuse): support suspends a member with a ground and the reason
 * the member will read on their page, and lifts it. While suspended the member cannot book or buy.
 */
const SuspensionDialog = ({ member, onClose }: { member: { id: string; name: string | null; email: string }; onClose: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queries = useQueryClient();
  const key = ['member-suspension', member.id];
  const current = useQuery({ queryKey: key, queryFn: () => dataProvider.memberSuspension(member.id), retry: false });
  const [ground, setGround] = useState<SuspensionGround>('no-reply');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await run();
      notify(done, { type: 'success' });
      setReason('');
      setError(null);
      await queries.invalidateQueries({ queryKey: key });
    } catch (failure) {
      const fieldMessage = failure instanceof HttpError ? (failure.body?.errors?.reason as string | undefined) : undefined;
      setError(fieldMessage ?? null);
      notify(failure instanceof Error ? failure.message : 'エラーが発生しました。', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const suspension = current.data?.suspension ?? null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="suspension-title">
      <DialogTitle id="suspension-title">利用停止 ・ {member.name ?? member.email}</DialogTitle>
      <DialogContent>
        {current.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="読み込み中" />
          </Box>
        )}
        {current.isError && <Alert severity="error">{current.error instanceof Error ? current.error.message : 'エラーが発生しました。'}</Alert>}
        {current.data && (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {suspension ? (
              <Alert severity="warning">
                {formatDateTime(suspension.suspended_at)} から利用停止中です（{suspension.ground_label}）。会員に表示している理由：{suspension.reason}
              </Alert>
            ) : (
              <>
                <Alert severity="success">現在は利用できる状態です。停止すると、レッスン・無料体験の予約と購入ができなくなり、マイページに理由が表示されます。</Alert>
                <TextField select label="停止の根拠" value={ground} onChange={(event) => setGround(event.target.value as SuspensionGround)}>
                  {SUSPENSION_GROUNDS.map((g) => (
                    <MenuItem key={g} value={g}>
                      {SUSPENSION_GROUND_LABELS[g]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="会員に表示する理由"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  error={Boolean(error)}
                  helperText={error ?? 'マイページにそのまま表示されます。'}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              </>
            )}
            {current.data.history.length > 0 && (
              <Box>
                <Typography variant="subtitle2" sx={{ fontWeight: 800 }}>
                  履歴
                </Typography>
                {current.data.history.map((entry, index) => (
                  <Typography key={index} variant="body2" color="text.secondary">
                    {formatDateTime(entry.at)} ・ {entry.type === 'suspended' ? `停止（${entry.reason}）` : '再開'} ・ {entry.by}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
        {current.data &&
          (suspension ? (
            <Button variant="contained" disabled={pending} onClick={() => void act(() => dataProvider.liftSuspension(member.id), '利用停止を解除しました。')}>
              停止を解除する
            </Button>
          ) : (
            <Button variant="contained" color="error" disabled={pending} onClick={() => void act(() => dataProvider.suspendMember(member.id, { ground, reason }), '利用を停止しました。')}>
              利用を停止する
            </Button>
          ))}
      </DialogActions>
    </Dialog>
  );
};

export const SuspensionButton = ({ member, size = 'small' }: { member: { id: string; name: string | null; email: string }; size?: 'small' | 'medium' }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        color="inherit"
        startIcon={<PauseCircleIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        利用停止
      </Button>
      {open && <SuspensionDialog member={member} onClose={() => setOpen(false)} />}
    </>
  );
};
