import { TRIAL_GAMES, TrialMessages, trialFormSchema, type TrialForm as TrialFormValues, toFieldErrors } from '@coaching/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { paths } from '../../../config/paths';

export interface TrialFormDraft {
  last_name: string;
  first_name: string;
  agree: boolean;
  game_id: number | null;
}

/**
 * Spec §5 the trial form: last name, first name and the terms required ('agree to the terms'); a game must be
 * chosen to go on to the calendar. The draft lives in the page, so coming back from the calendar keeps it.
 */
export function TrialForm({ draft, onChange, onNext }: { draft: TrialFormDraft; onChange: (draft: TrialFormDraft) => void; onNext: (form: TrialFormValues) => void }) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const set = (patch: Partial<TrialFormDraft>) => {
    onChange({ ...draft, ...patch });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trialFormSchema.safeParse(draft);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    onNext(parsed.data);
  };
  const error = (field: string) => errors[field]?.[0];

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} aria-labelledby="trial-form-title" sx={memberCardSx}>
      <Typography id="trial-form-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
        お客様情報
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.75 }}>
        60分・0円。体験レッスンはDiscordのサーバーで、プロコーチとマンツーマンで行います。
      </Typography>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
        <Typography component="legend" sx={{ fontWeight: 800, mb: 1 }}>
          ゲーム
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={draft.game_id}
          onChange={(_, value: number | null) => value !== null && set({ game_id: value })}
          aria-label="ゲーム"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, '& .MuiToggleButton-root': { border: '1px solid', borderColor: 'divider', borderRadius: '12px !important', py: 1.75, fontWeight: 800, letterSpacing: '0.04em' } }}
        >
          {TRIAL_GAMES.map((game) => (
            <ToggleButton key={game.id} value={game.id} aria-label={game.name}>
              {game.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {error('game_id') && <FormHelperText error>{error('game_id')}</FormHelperText>}
      </Box>

      <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField label="姓" name="last_name" autoComplete="family-name" required value={draft.last_name} onChange={(e) => set({ last_name: e.target.value })} error={!!error('last_name')} helperText={error('last_name')} />
        <TextField label="名" name="first_name" autoComplete="given-name" required value={draft.first_name} onChange={(e) => set({ first_name: e.target.value })} error={!!error('first_name')} helperText={error('first_name')} />
      </Box>

      <Box sx={{ mt: 2.5 }}>
        <FormControlLabel
          control={<Checkbox name="agree" checked={draft.agree} onChange={(e) => set({ agree: e.target.checked })} />}
          label={
            <>
              <Link href={paths.rule} target="_blank" rel="noopener">
                利用規約
              </Link>
              に同意する
            </>
          }
        />
        {error('agree') && <FormHelperText error>{error('agree') ?? TrialMessages.agreeRequired}</FormHelperText>}
      </Box>

      <Box sx={{ mt: 3, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
        <Button type="submit" variant="contained" size="large" endIcon={<ArrowForwardIcon />} sx={{ px: 4, width: { xs: '100%', sm: 'auto' } }}>
          日時を選ぶ
        </Button>
      </Box>
    </Paper>
  );
}
