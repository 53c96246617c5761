import Paper from '@mui/material/Paper';
import { CalendarFeedPanel } from '@coaching/web-theme';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { errorMessage } from '../../../lib/http';
import { issueCalendarFeed } from '../api/issue-calendar-feed';

const FAILED = 'カレンダー用のURLを発行できませんでした。時間をおいて、もう一度お試しください。';

/** The member's lessons in their phone's calendar, as a mypage card. */
export function CalendarFeedCard() {
  return (
    <Paper variant="outlined" sx={memberCardSx}>
      <CalendarFeedPanel issue={issueCalendarFeed} explain="レッスンの予定を、iPhone や Google カレンダーに自動で表示できます。" failureOf={(error) => errorMessage(error, FAILED)} />
    </Paper>
  );
}
