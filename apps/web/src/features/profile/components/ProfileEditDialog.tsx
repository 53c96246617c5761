import { IdentityMessages, ProfileMessages, profileUpdateSchema, type CurrentUser, type ProfileUpdate } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MemberAvatar } from '../../../components/layout/MemberAvatar';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { describeFailure } from '../../auth/auth-failure';
import { useUpdateProfile } from '../api/update-profile';
import { profilePhotoError } from '../profile-photo';
import { EmailField } from '../../../components/form/EmailField';
import { AppLink } from '../../../components/link/AppLink';
import { memberPaths } from '../../../config/paths';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;
type ProfileField = keyof ProfileUpdate;
const PROFILE_FIELDS: readonly ProfileField[] = ['last_name', 'first_name', 'email', 'discord_id'];

/** Long enough to read the success toast before the page reloads (spec §4). */
const RELOAD_DELAY_MS = 1200;

export const EMAIL_CHANGE_NOTICE = 'メールアドレスを変更すると、新しいアドレスで再度認証が必要です。';

interface ProfileEditDialogProps {
  me: CurrentUser;
  open: boolean;
  onClose: () => void;
}

/** Spec §2/§4/§5/§8: the profile edit modal of the member sidebar. Full screen on phones. */
export function ProfileEditDialog({ me, open, onClose }: ProfileEditDialogProps) {
  const fullScreen = useMediaQuery('(max-width: 600px)');
  const titleId = useId();
  // While sending or about to reload, neither Escape nor the backdrop closes it.
  const [locked, setLocked] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={locked ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? undefined : { borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800, fontSize: '1.25rem', pb: 1 }}>
        プロフィール編集
      </DialogTitle>
      {/* Children unmount once the dialog has closed, so each opening starts from the saved profile. */}
      <ProfileEditForm me={me} onCancel={onClose} onLockChange={setLocked} />
    </Dialog>
  );
}

interface ProfileEditFormProps {
  me: CurrentUser;
  onCancel: () => void;
  onLockChange: (locked: boolean) => void;
}

function ProfileEditForm({ me, onCancel, onLockChange }: ProfileEditFormProps) {
  const { trigger, isMutating } = useUpdateProfile();
  const { showSuccess, showError } = useSnackbar();
  const ids = { photo: useId(), photoHelp: useId(), emailNotice: useId() };
  // The chosen file and its local preview URL, released when replaced and when the modal closes.
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = useRef<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { last_name: me.last_name ?? '', first_name: me.first_name ?? '', email: me.email, discord_id: me.discord_id ?? '' },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = (email ?? '').trim().toLowerCase() !== me.email.trim().toLowerCase();

  const replacePhoto = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const url = file ? URL.createObjectURL(file) : null;
    previewUrl.current = url;
    setPhoto(file && url ? { file, url } : null);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const busy = isMutating || isSubmitting || saved;
  useEffect(() => onLockChange(busy), [busy, onLockChange]);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = profilePhotoError(file);
    setPhotoError(problem);
    // A refused file is dropped: the photo stays as it was.
    replacePhoto(problem ? null : file);
    // The same file may be picked again after an error.
    event.target.value = '';
  };

  const clearPhoto = () => {
    replacePhoto(null);
    setPhotoError(null);
  };

  const onValid = async (values: ProfileUpdate) => {
    let message: string | undefined;
    try {
      const body = await trigger({ ...values, profile_photo: photo?.file ?? null });
      message = body.message;
    } catch (error) {
      const failure = describeFailure(error, [...PROFILE_FIELDS, 'profile_photo'], IdentityMessages.error);
      for (const field of PROFILE_FIELDS) {
        const fieldMessage = failure.fieldErrors[field];
        if (fieldMessage) setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: true });
      }
      if (failure.fieldErrors.profile_photo) {
        setPhotoError(failure.fieldErrors.profile_photo);
        replacePhoto(null);
      }
      showError(failure.message);
      return;
    }
    setSaved(true);
    showSuccess(message ?? ProfileMessages.updated);
    // Spec §4: on success the page reloads (with a changed address the guard then asks to sign in again).
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  const field = (name: ProfileField) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `profile-${name}`, error: Boolean(errors[name]), disabled: busy, fullWidth: true };
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid)} aria-busy={busy} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogContent sx={{ display: 'grid', alignContent: 'start', gap: 2.5, pt: '8px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 } }}>
          <MemberAvatar src={photo?.url ?? me.profile_photo_url} size={88} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
              プロフィール画像
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlinedIcon />} disabled={busy} htmlFor={ids.photo}>
                画像を選択
                <Box
                  component="input"
                  id={ids.photo}
                  type="file"
                  name="profile_photo"
                  accept="image/*"
                  aria-describedby={ids.photoHelp}
                  aria-invalid={photoError ? true : undefined}
                  onChange={choosePhoto}
                  disabled={busy}
                  sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                />
              </Button>
              {photo && (
                <Button variant="text" onClick={clearPhoto} disabled={busy}>
                  選択を取り消す
                </Button>
              )}
            </Box>
            <FormHelperText id={ids.photoHelp} error={Boolean(photoError)} role={photoError ? 'alert' : undefined} sx={{ mx: 0, mt: 1 }}>
              {photoError ?? (photo ? `選択中：${photo.file.name}` : 'JPEG・PNG・WebP・GIF、5MBまで')}
            </FormHelperText>
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField {...field('last_name')} label="姓" required autoComplete="family-name" helperText={errors.last_name?.message} />
          <TextField {...field('first_name')} label="名" required autoComplete="given-name" helperText={errors.first_name?.message} />
        </Box>
        <Box>
          <EmailField
            {...field('email')}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { maxLength: 255, spellCheck: false, autoCapitalize: 'none', 'aria-describedby': emailChanged ? ids.emailNotice : undefined } }}
          />
          {emailChanged && (
            <Alert id={ids.emailNotice} severity="info" sx={{ mt: 1 }}>
              {EMAIL_CHANGE_NOTICE}
            </Alert>
          )}
        </Box>
        <TextField
          {...field('discord_id')}
          label="Discord ID（任意）"
          autoComplete="off"
          helperText={errors.discord_id?.message}
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false, autoCapitalize: 'none' } }}
        />
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          <AppLink href={memberPaths.withdraw} color="text.secondary" onClick={onCancel}>
            退会をご希望の方はこちら
          </AppLink>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, pt: 1, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } } }}>
        <Button variant="outlined" onClick={onCancel} disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 120 }}>
          キャンセル
        </Button>
        <Button type="submit" variant="contained" loading={busy} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 120 }}>
          保存
        </Button>
      </DialogActions>
    </Box>
  );
}
