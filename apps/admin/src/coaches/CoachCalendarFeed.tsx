import Box from '@mui/material/Box';
import type { AdminCoach } from '@coaching/contracts';
import { CalendarFeedPanel } from '@coaching/web-theme';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/**
 * The coach's lessons in their phone's calendar, on the coach's record. A coach issues their own address; staff may
 * issue one for any coach (the server decides).
 */
export const CoachCalendarFeed = () => {
  const record = useRecordContext<AdminCoach>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 760 }}>
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2.5 }}>
        <CalendarFeedPanel
          issue={async () => (await dataProvider.issueCoachCalendarFeed(record.id)).url}
          explain={translate('resources.coaches.feed.explain')}
          failureOf={(error) => (error instanceof Error && error.message ? error.message : translate('resources.coaches.feed.failed'))}
        />
      </Box>
    </Box>
  );
};
