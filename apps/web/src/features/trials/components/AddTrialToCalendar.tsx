import { googleCalendarUrl, type MemberTrial, trialCalendarDetails, trialCalendarTitle } from '@coaching/contracts';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { trialsApi } from '../api/trials';

/**
 * Add-to-calendar of a booked trial (issue 30): Google Calendar's "add event" link, and the iCalendar file any other
 * calendar (iPhone, Outlook) opens, served for the member's own trial.
 */
export function AddTrialToCalendar({ trial, justify = 'center' }: { trial: MemberTrial; justify?: 'center' | 'flex-start' }) {
  const google = googleCalendarUrl({ title: trialCalendarTitle(trial.game.name), startsAt: trial.started_at, endsAt: trial.ended_at, details: trialCalendarDetails(trial, `${window.location.origin}/mypage`) });
  return (
    <Box role="group" aria-label="カレンダーに追加" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, justifyContent: justify }}>
      <Button variant="outlined" size="small" href={google} target="_blank" rel="noopener" startIcon={<EventOutlinedIcon />}>
        Googleカレンダーに追加
      </Button>
      <Button variant="outlined" size="small" href={trialsApi.calendar(trial.id)} download="ggcoach-trial.ics" startIcon={<FileDownloadOutlinedIcon />}>
        カレンダーに追加（.ics）
      </Button>
    </Box>
  );
}
