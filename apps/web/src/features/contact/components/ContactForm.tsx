import { contactRequestSchema, Messages, type ContactRequest } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { AppLink } from '../../../components/link/AppLink';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { paths } from '../../../config/paths';
import { useCreateContact } from '../api/create-contact';
import { describeContactFailure, type ContactField } from '../contact-failure';
import { EmailField } from '../../../components/form/EmailField';

const MESSAGE_MAX_LENGTH = 5000;
const emptyContact: ContactRequest = { name: '', email: '', message: '' };

/** Spec §2 /contact: name, e-mail and message; the shared schema gives the client the server's messages. */
export function ContactForm() {
  const { showSuccess, showError } = useSnackbar();
  const { trigger, isMutating } = useCreateContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: emptyContact });
  const messageLength = useWatch({ control, name: 'message' }).length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      reset(emptyContact);
      showSuccess(Messages.contact.success);
    } catch (error) {
      const failure = describeContactFailure(error);
      const fields = Object.entries(failure.fieldErrors) as [ContactField, string][];
      fields.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      showError(failure.toast);
    }
  });

  // react-hook-form hands its ref to the <input>, not to TextField's wrapper.
  const field = (name: ContactField) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `contact-${name}`, error: Boolean(errors[name]) };
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={isMutating} sx={{ display: 'grid', gap: 3 }}>
      <TextField
        {...field('name')}
        label="お名前"
        required
        autoComplete="name"
        placeholder="例）山田 太郎"
        helperText={errors.name?.message}
      />
      <EmailField
        {...field('email')}
        placeholder="例）taro@example.jp"
        helperText={errors.email?.message ?? '受付確認のメールをこのアドレスにお送りします。'}
      />
      <TextField
        {...field('message')}
        label="お問い合わせ内容"
        required
        multiline
        minRows={6}
        placeholder="ご質問やご相談の内容をご記入ください。"
        helperText={errors.message?.message ?? `${messageLength.toLocaleString('ja-JP')} / ${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字`}
      />

      <Typography variant="body2" color="text.secondary">
        ご入力いただいた個人情報は、
        <AppLink href={paths.privacy}>プライバシーポリシー</AppLink>
        に従って適切に取り扱います。
      </Typography>

      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={isMutating}
          loadingPosition="end"
          endIcon={<SendIcon />}
          sx={{ width: { xs: '100%', sm: 280 }, py: 1.5 }}
        >
          {isMutating ? '送信中…' : '送信する'}
        </Button>
      </Box>
    </Box>
  );
}
