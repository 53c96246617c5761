import type { MemberTrial } from '@coaching/contracts';
import { formatDayTimeWithWeekday } from '@coaching/web-theme';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { memberPaths } from '../../../config/paths';
import { AddTrialToCalendar } from './AddTrialToCalendar';

/** Spec §2 /trials complete: the booking, adding it to a calendar, the community server to join, and that a mail is on its way. */
export function TrialComplete({ trial }: { trial: MemberTrial }) {
  // Only a web address is followed: it comes from data, and `javascript:` must never run.
  const discordUrl = trial.game.discord_url && /^https?:\/\//.test(trial.game.discord_url) ? trial.game.discord_url : null;
  const rows: Array<[string, string]> = [
    ['ゲーム', trial.game.name],
    ['日時', `${formatDayTimeWithWeekday(trial.started_at)}〜（60分）`],
    ...(trial.coach ? ([['担当コーチ', trial.coach.name]] as Array<[string, string]>) : []),
    ['料金', '0円'],
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="trial-complete-title" sx={{ ...memberCardSx, textAlign: 'center' }}>
      <CheckCircleOutlineIcon aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography id="trial-complete-title" variant="h2" sx={{ mt: 1, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        無料体験のご予約が完了しました
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        ご登録のメールアドレスに確認メールをお送りしました。前日と1時間前にもお知らせします。
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 3, mx: 'auto', maxWidth: 420, textAlign: 'left', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, p: 2.5, borderRadius: 2, bgcolor: 'rgba(52, 81, 209, 0.05)' }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <AddTrialToCalendar trial={trial} />
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>
        {discordUrl && (
          <Button variant="contained" href={discordUrl} target="_blank" rel="noopener" startIcon={<ForumOutlinedIcon />} sx={{ bgcolor: '#5865f2', '&:hover': { bgcolor: '#4752c4' } }}>
            Discordサーバーに参加する
          </Button>
        )}
        <LinkButton href={memberPaths.mypage} variant="outlined">
          マイページへ
        </LinkButton>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
        キャンセルは開始24時間前まで承ります。
      </Typography>
    </Paper>
  );
}
