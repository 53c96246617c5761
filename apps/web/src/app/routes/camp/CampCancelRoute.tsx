import { CampMessages } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { cancelCampApplication, useCampCancelView } from '../../../features/camp/api/camp-cancel';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
const dateLabel = (iso: string) => TOKYO_DATE.format(new Date(iso.length === 10 ? `${iso}T12:00:00+09:00` : iso));

/**
 * /fortnite-camp/cancel?application=&sig= (issue 34): the parent who backs out cancels, before paying, the application
 * whose bank transfer is awaited, from the transfer guide mail's signed link (no account). A confirmation first; then
 * the seats are freed at once and a mail confirms it. A forged link, or an application paid or cancelled already, says so.
 */
export function CampCancelRoute() {
  usePageTitle('フォートナイトキャンプ お申し込みの取り消し');
  const [params] = useSearchParams();
  const application = params.get('application');
  const sig = params.get('sig');
  const { data, error } = useCampCancelView(application, sig);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const titleId = useId();

  const submit = async () => {
    if (!application || !sig) return;
    setSending(true);
    setFailure(null);
    try {
      await cancelCampApplication({ application, sig, reason });
      setDone(true);
      setConfirming(false);
    } catch (e) {
      setFailure(errorMessage(e, CampMessages.cancelLinkInvalid));
      setConfirming(false);
    } finally {
      setSending(false);
    }
  };

  const invalid = !application || !sig || Boolean(error);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <Box component="header">
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem' }}>
          FORTNITE CAMP
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          お申し込みの取り消し
        </Typography>
      </Box>
      {done ? (
        <Alert severity="success" role="status">
          {CampMessages.parentCancelled}
        </Alert>
      ) : invalid && !data ? (
        <Alert severity="info" role="status">
          {!application || !sig ? CampMessages.cancelLinkInvalid : errorMessage(error, CampMessages.cancelLinkInvalid)}
        </Alert>
      ) : !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
          <CircularProgress aria-label="お申し込みを読み込み中" />
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Typography>お振込み前のお申し込みを取り消します。キャンセル料はかかりません。取り消すと、確保しているお席はすぐに解放されます。</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, '& dt': { fontWeight: 700, color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' } }}>
            <dt>イベント</dt>
            <dd>{data.data.camp.name}</dd>
            <dt>開催日</dt>
            <dd>{dateLabel(data.data.camp.starts_at)}</dd>
            <dt>参加人数</dt>
            <dd>{data.data.count}名</dd>
            <dt>お振込予定の金額</dt>
            <dd>{formatYen(data.data.total)}（税込）</dd>
            {data.data.due_date && (
              <>
                <dt>お支払い期限</dt>
                <dd>{dateLabel(data.data.due_date)}</dd>
              </>
            )}
          </Box>
          <TextField
            label="取り消しの理由（任意）"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Button variant="contained" color="error" size="large" onClick={() => setConfirming(true)} sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}>
            お申し込みを取り消す
          </Button>
        </Paper>
      )}
      <LinkButton href="/contact" variant="text" sx={{ justifySelf: 'start' }}>
        お問い合わせ
      </LinkButton>
      <Dialog open={confirming} onClose={sending ? undefined : () => setConfirming(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          お申し込みを取り消しますか？
        </DialogTitle>
        <DialogContent>
          <DialogContentText>取り消したお申し込みは元に戻せません。もう一度ご参加を希望される場合は、新たにお申し込みください。</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setConfirming(false)} disabled={sending}>
            戻る
          </Button>
          <Button variant="contained" color="error" loading={sending} onClick={() => void submit()}>
            取り消す
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
