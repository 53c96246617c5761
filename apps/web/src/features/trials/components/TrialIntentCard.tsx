import { type CurrentUser, TrialFunnelMessages, trialStartPath } from '@coaching/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useCurrentTrial } from '../api/trials';

/**
 * /mypage, first: a member who set out to book a free trial (`trial_intent`, kept with the account through sign-up,
 * verification and the Discord connection) and has not booked it is offered to go on (issue 30). Gone once a trial is
 * held or booked.
 */
export function TrialIntentCard({ me }: { me: CurrentUser }) {
  const { data: trial, isLoading } = useCurrentTrial();
  const intent = me.trial_intent;
  if (!intent || isLoading || (trial && ['held', 'booked'].includes(trial.status))) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="mypage-trial-intent-title" sx={{ ...memberCardSx, borderColor: 'primary.main', borderWidth: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SportsEsportsOutlinedIcon aria-hidden color="primary" />
        <Typography id="mypage-trial-intent-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
          無料体験のお申し込みの途中です
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {intent.game_name}の無料体験レッスン（60分・0円）のご予約はまだ完了していません。日時を選んで予約を完了してください。
      </Typography>
      <LinkButton href={trialStartPath(intent.game_id)} variant="contained" size="large" endIcon={<ArrowForwardIcon />} sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}>
        {TrialFunnelMessages.continueBooking}
      </LinkButton>
    </Paper>
  );
}
