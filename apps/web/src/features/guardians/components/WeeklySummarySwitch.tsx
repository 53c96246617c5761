import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { errorMessage } from '../../../lib/http';
import { saveGuardianPreferences, useGuardianPreferences } from '../api/guardian-area';

/** The guardian's weekly summary mail (issue 31, ADR 0047): off until they turn it on; saved at once. */
export function WeeklySummarySwitch() {
  const { data, mutate } = useGuardianPreferences();
  const { showSuccess, showError } = useSnackbar();
  const [saving, setSaving] = useState(false);

  const toggle = async (weeklySummary: boolean) => {
    setSaving(true);
    try {
      const answer = await saveGuardianPreferences({ weekly_summary: weeklySummary });
      await mutate(answer.data, { revalidate: false });
      showSuccess(answer.message);
    } catch (error) {
      showError(errorMessage(error, '設定を保存できませんでした。もう一度お試しください。'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={memberCardSx} component="section" aria-labelledby="weekly-summary-title">
      <Typography id="weekly-summary-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        週次サマリーメール
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        毎週月曜日の朝8時に、お子さまの先週の受講・お休み・次回のレッスン・共有されたカルテをメールでお届けします。
      </Typography>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch checked={data?.weekly_summary ?? false} disabled={!data || saving} onChange={(event) => void toggle(event.target.checked)} />}
        label="週次サマリーメールを受け取る"
      />
    </Paper>
  );
}
