import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ADMIN_API_URL, httpClient } from '../providers/http';

type Preview = { state: 'closed' } | { state: 'loading' } | { state: 'shown'; body: string } | { state: 'failed' };

/**
 * Shows the title and body as a member will see them on /news/{id}: the body goes through the server's
 * sanitiser (`POST /admin-api/news/preview`), so what the preview drops is what members would not get.
 */
export const NewsPreviewButton = () => {
  const translate = useTranslate();
  const title = useWatch({ name: 'title' }) as string | undefined;
  const body = useWatch({ name: 'body' }) as string | undefined;
  const [preview, setPreview] = useState<Preview>({ state: 'closed' });

  const open = async () => {
    setPreview({ state: 'loading' });
    try {
      const { json } = await httpClient(`${ADMIN_API_URL}/news/preview`, { method: 'POST', body: JSON.stringify({ body: body ?? '' }) });
      setPreview({ state: 'shown', body: (json as { data: { body: string } }).data.body });
    } catch {
      setPreview({ state: 'failed' });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<VisibilityOutlinedIcon />} onClick={() => void open()} sx={{ mt: 1 }}>
        {translate('resources.news.actions.preview')}
      </Button>
      <Dialog open={preview.state !== 'closed'} onClose={() => setPreview({ state: 'closed' })} fullWidth maxWidth="md" aria-labelledby="news-preview-title">
        <DialogTitle id="news-preview-title">{translate('resources.news.preview.title')}</DialogTitle>
        <DialogContent dividers>
          {preview.state === 'loading' && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {preview.state === 'failed' && <Alert severity="error">{translate('resources.news.preview.failed')}</Alert>}
          {preview.state === 'shown' && (
            <Box component="article" data-testid="news-preview">
              <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
                {title?.trim() || translate('resources.news.preview.untitled')}
              </Typography>
              <Box sx={{ lineHeight: 1.9, '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: preview.body }} />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview({ state: 'closed' })}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
