import TextField from '@mui/material/TextField';

interface CommentFieldProps {
  value: string;
  /** The new text; the form clears the field's error with it. */
  onChange: (value: string) => void;
  /** The server's or the schema's message; else the count against `max`. */
  error?: string;
  max: number;
  minRows: number;
  placeholder: string;
  size?: 'small' | 'medium';
}

/** The member's optional comment (a lesson's rating, the monthly question): 「コメント（任意）」 with its count, 「12 / 400文字」. */
export function CommentField({ value, onChange, error, max, minRows, placeholder, size }: CommentFieldProps) {
  return (
    <TextField
      label="コメント（任意）"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={minRows}
      size={size}
      error={Boolean(error)}
      helperText={error ?? `${value.length} / ${max}文字`}
      placeholder={placeholder}
    />
  );
}
