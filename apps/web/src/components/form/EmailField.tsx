import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The e-mail input every form uses: labelled, required, e-mail keyboard and autofill. Props override. */
export function EmailField(props: TextFieldProps) {
  return <TextField label="メールアドレス" type="email" required autoComplete="email" inputMode="email" {...props} />;
}
