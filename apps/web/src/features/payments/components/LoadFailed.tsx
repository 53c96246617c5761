import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A read that failed: the reason and a retry, in place of what could not be shown. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            再読み込み
          </Button>
        )
      }
      sx={{ alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}

export const LOAD_FAILED = '情報を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。';
