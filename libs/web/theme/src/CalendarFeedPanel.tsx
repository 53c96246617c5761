import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface CalendarFeedPanelProps {
  /** Issues a new secret address (the previous one stops working) and answers it. */
  issue: () => Promise<string>;
  /** Whose lessons the address shows, in the reader's words. */
  explain: string;
  /** The message shown when issuing fails (the server's, or a general one). */
  failureOf: (error: unknown) => string;
}

/**
 * Lessons in a phone's calendar (issue 10): a secret iCalendar address, issued on request and shown once, with a
 * copy button. Issuing again gives a new address and stops the old one (for a shared or lost address). The member's
 * mypage card and the coach's record in the back office both frame this panel.
 */
export function CalendarFeedPanel({ issue, explain, failureOf }: CalendarFeedPanelProps) {
  const titleId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const issueNow = async () => {
    setSending(true);
    setFailure(null);
    setCopied(false);
    try {
      setUrl(await issue());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  };
  const copy = async () => {
    if (url) await navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined);
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CalendarMonthOutlinedIcon aria-hidden color="primary" />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
          スマートフォンのカレンダーに登録
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {explain}発行したURLをカレンダーアプリの「照会カレンダー」「URLで追加」に登録してください。URLは他の人に教えないでください。
      </Typography>
      {url && (
        <TextField
          label="カレンダー用URL"
          value={url}
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          slotProps={{
            input: {
              readOnly: true,
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="URLをコピー" onClick={() => void copy()} edge="end">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {copied && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          URLをコピーしました。
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {failure}
        </Alert>
      )}
      <Button variant={url ? 'outlined' : 'contained'} onClick={() => void issueNow()} loading={sending} sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}>
        {url ? 'URLを再発行する（前のURLは使えなくなります）' : 'カレンダー用URLを発行する'}
      </Button>
    </Box>
  );
}
