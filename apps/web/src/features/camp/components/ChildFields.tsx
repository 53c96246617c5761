import { CAMP_GRADE_LABELS, CAMP_GRADES, type CampGrade, type CampPaymentStepInput } from '@coaching/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';

interface ChildFieldsProps {
  control: Control<CampPaymentStepInput>;
  index: number;
  gradeFrom: CampGrade;
  gradeTo: CampGrade;
  disabled: boolean;
}

type ChildField = 'name' | 'kana' | 'notes' | 'emergency_name' | 'emergency_phone';

/** One child's details (spec §1): name, kana, grade within the camp's range, allergies or notes, emergency contact. */
export function ChildFields({ control, index, gradeFrom, gradeTo, disabled }: ChildFieldsProps) {
  const grades = CAMP_GRADES.slice(CAMP_GRADES.indexOf(gradeFrom), CAMP_GRADES.indexOf(gradeTo) + 1);
  const id = (name: string) => `camp-child-${index}-${name}`;
  const text = (name: ChildField, label: string, extra: { required?: boolean; placeholder?: string; help?: string; autoComplete?: string; type?: string; multiline?: boolean } = {}) => (
    <Controller
      control={control}
      name={`children.${index}.${name}`}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          value={value ?? ''}
          inputRef={ref}
          id={id(name)}
          label={label}
          required={extra.required ?? true}
          disabled={disabled}
          type={extra.type}
          multiline={extra.multiline}
          minRows={extra.multiline ? 2 : undefined}
          autoComplete={extra.autoComplete ?? 'off'}
          placeholder={extra.placeholder}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? extra.help}
        />
      )}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, p: { xs: 1.5, sm: 2.5 }, pt: { xs: 1, sm: 1.5 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 800, px: 0.75 }}>
        {index + 1}人目のお子さま
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('name', 'お名前', { placeholder: '例）山田 太郎' })}
        {text('kana', '氏名（ヨミ）', { placeholder: '例）ヤマダ タロウ' })}
      </Box>
      <Controller
        control={control}
        name={`children.${index}.grade`}
        render={({ field: { ref, value, ...field }, fieldState }) => (
          <TextField
            {...field}
            select
            value={value ?? ''}
            inputRef={ref}
            id={id('grade')}
            label="学年"
            required
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'キャンプ参加時の学年を選択してください。'}
          >
            {grades.map((grade) => (
              <MenuItem key={grade} value={grade}>
                {CAMP_GRADE_LABELS[grade]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {text('notes', 'アレルギー・備考', { required: false, multiline: true, placeholder: '例）卵アレルギーがあります', help: '食物アレルギーや配慮が必要なことがあればご記入ください。' })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('emergency_name', '緊急連絡先（お名前）', { placeholder: '例）山田 花子' })}
        {text('emergency_phone', '緊急連絡先（電話番号）', { type: 'tel', placeholder: '例）090-1234-5678' })}
      </Box>
    </Box>
  );
}
