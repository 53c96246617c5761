import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { COACH_PHOTO_MAX_BYTES, CoachProfileMessages, type AdminCoach } from '@coaching/contracts';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * The coach's photo on their record: the current one (or a placeholder) and a button to upload another. Saved at once,
 * apart from the form's other fields; the server checks the file by its content and size and re-encodes it as WebP.
 */
export const CoachPhotoInput = () => {
  const record = useRecordContext<AdminCoach>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  if (!record) return null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // The server decides; these only spare a long upload that would be refused.
    if (!IMAGE_TYPES.has(file.type)) return setError(CoachProfileMessages.photoNotImage);
    if (file.size > COACH_PHOTO_MAX_BYTES) return setError(CoachProfileMessages.photoTooLarge);
    setError(null);
    setSaving(true);
    try {
      await dataProvider.uploadCoachPhoto(String(record.id), file);
      notify('resources.coaches.photo.saved', { type: 'success' });
      refresh();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : CoachProfileMessages.photoNotImage);
    } finally {
      setSaving(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      {record.photo_url ? (
        <Avatar src={record.photo_url} alt={translate('resources.coaches.photo.alt', { name: record.name })} data-testid="coach-photo" sx={{ width: 96, height: 96 }} />
      ) : (
        <Avatar aria-hidden data-testid="coach-photo-placeholder" sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.secondary' }}>
          <PersonOutlineIcon sx={{ fontSize: 52 }} />
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          aria-label={translate('resources.coaches.fields.photo')}
          data-testid="coach-photo-file"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={saving ? <CircularProgress size={16} /> : <PhotoCameraOutlinedIcon />}
          disabled={saving}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {translate(record.photo_url ? 'resources.coaches.photo.change' : 'resources.coaches.photo.choose')}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {record.photo_url ? translate('resources.coaches.photo.hint') : `${translate('resources.coaches.photo.none')} ${translate('resources.coaches.photo.hint')}`}
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
