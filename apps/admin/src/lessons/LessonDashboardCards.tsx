import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { brand } from '@coaching/web-theme';
import type { AdminLesson, AdminStudent } from '@coaching/contracts';
import { useMemo, type ReactNode } from 'react';
import { Link, useGetList, useTranslate } from 'react-admin';
import { DateTime } from 'luxon';
import { nextSevenDays } from '../calendar/calendarModel';
import { TOKYO } from './lessonModel';

const listLink = (resource: string, filter: Record<string, unknown>) => ({ pathname: `/${resource}`, search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` });

const CountCard = ({ icon, title, span, total, isPending, error, none, action, to, testId }: { icon: ReactNode; title: string; span?: string; total: number | undefined; isPending: boolean; error: unknown; none: string; action: string; to: ReturnType<typeof listLink> | string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ width: '100%', maxWidth: 380, borderTop: `4px solid ${brand.indigo}` }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {icon}
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
        {span && (
          <Typography variant="caption" color="text.secondary">
            {span}
          </Typography>
        )}
        {isPending ? (
          <Skeleton width={120} height={56} />
        ) : error ? (
          <Typography color="error" sx={{ mt: 1 }}>
            {translate('app.dashboard.count_error')}
          </Typography>
        ) : (
          <Typography data-testid={testId} sx={{ mt: 1, fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.2 }}>
            {total ?? 0}
            <Box component="span" sx={{ fontSize: '1rem', fontWeight: 700, ml: 0.5 }}>
              件
            </Box>
          </Typography>
        )}
        {!isPending && !error && total === 0 && (
          <Typography variant="body2" color="text.secondary">
            {none}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={to} size="small" variant="outlined" endIcon={<ArrowForwardIcon />}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
};

/** Support's to-do: running subscriptions with no coach yet. */
export const UnassignedStudentsCard = () => {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList<AdminStudent>('students', { filter: { unassigned: true }, pagination: { page: 1, perPage: 1 }, sort: { field: 'starts_at', order: 'DESC' } });
  return (
    <CountCard
      icon={<PersonAddIcon fontSize="small" />}
      title={translate('app.dashboard.unassigned')}
      total={total}
      isPending={isPending}
      error={error}
      none={translate('app.dashboard.no_unassigned')}
      action={translate('app.dashboard.open_unassigned')}
      to={listLink('students', { unassigned: true })}
      testId="unassigned-count"
    />
  );
};

const dayLabel = (at: Date) => DateTime.fromJSDate(at, { zone: TOKYO }).setLocale('ja').toFormat('M/d(ccc)');

/**
 * The lessons still to be given in the next 7 days, today included, in Tokyo (a coach's own; everyone's for staff).
 * Not 「今週」: on a Sunday the Monday-first week had only hours left (issue 33).
 */
export const WeekLessonsCard = () => {
  const translate = useTranslate();
  // Taken once: a range moving with each render would be a new query each time.
  const week = useMemo(() => nextSevenDays(new Date()), []);
  const { total, isPending, error } = useGetList<AdminLesson>('lessons', {
    filter: { status: 'scheduled', starts_from: week.start.toISOString(), starts_to: week.end.toISOString() },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'starts_at', order: 'ASC' },
  });
  return (
    <CountCard
      icon={<EventNoteIcon fontSize="small" />}
      title={translate('app.dashboard.week_lessons')}
      span={translate('app.dashboard.week_span', { from: dayLabel(week.start), to: dayLabel(new Date(week.end.getTime() - 1)) })}
      total={total}
      isPending={isPending}
      error={error}
      none={translate('app.dashboard.no_week_lessons')}
      action={translate('app.dashboard.open_calendar')}
      to="/calendar"
      testId="week-lessons-count"
    />
  );
};
