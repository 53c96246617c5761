import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Spec §2: bank transfer sends the transfer guide by mail; the button is disabled while sending. */
export function BankTransferPanel({ onSend, disabled = false }: { onSend: () => Promise<void>; disabled?: boolean }) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onSend();
    } catch {
      // The page has shown the failure; the button is available again.
    } finally {
      setSending(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        お振込先と金額をメールでお送りします。メールの内容に沿って、期日までにお振込みください。ご入金を確認でき次第、ご利用いただけるようになります。
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<MailOutlinedIcon />}
        loading={sending}
        disabled={disabled}
        onClick={() => void send()}
        sx={{ py: 1.5, width: { xs: '100%', sm: 320 }, justifySelf: { sm: 'start' } }}
      >
        振込案内メールを送信する
      </Button>
    </Box>
  );
}
