import AddIcon from '@mui/icons-material/Add';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { LESSON_DEFAULT_MINUTES, WEEKDAYS_JA, type AdminCoach, type AdminLesson } from '@coaching/contracts';
import { useMemo } from 'react';
import type { SlotInfo } from 'react-big-calendar';
import { Button, Title, useGetList, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { CalendarLegend, calendarMessages, CalendarPanel, HOURS_COLORS, useCalendarAddress } from '../calendar/BackOfficeCalendar';
import { availabilityWindows, lessonEvents, visibleRange, weeklyHoursSummary, type LessonEvent } from './lessonModel';
import { useIsStaff } from './useStaff';

const MESSAGES = calendarMessages('レッスン', 'この期間のレッスンはありません。');

const EVENT_COLORS: Record<AdminLesson['status'], { bg: string; fg: string; border: string }> = {
  scheduled: { bg: '#3451d1', fg: '#fff', border: '#243aa3' },
  attended: { bg: '#15744b', fg: '#fff', border: '#0f5a3a' },
  missed: { bg: '#fff4e5', fg: '#8a4b00', border: '#ed6c02' },
  cancelled: { bg: '#eceef3', fg: '#6b7183', border: '#c5c9d3' },
};

/**
 * Issue 10: the lessons of a week or a day, per coach, in Tokyo time. A lesson opens its page; an empty
 * slot opens the schedule form with that slot (and the coach) filled in. The coach's weekly hours shade
 * the grid. A coach sees their own lessons only (the server scopes the list).
 */
export const LessonCalendar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const staff = useIsStaff();
  // The coach, view and day live in the address, so coming back from a lesson shows the same week.
  const { view, date, param, change } = useCalendarAddress();
  const coachId = param('coach');
  const setCoachId = (next: string) => change('coach', next);
  const range = useMemo(() => visibleRange(date, view), [date, view]);

  const coaches = useGetList<AdminCoach>('coaches', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  // A coach is shown their own record only: their calendar is theirs.
  const coach = coaches.data?.find((c) => c.id === coachId) ?? (!staff && coaches.data?.length === 1 ? coaches.data[0] : undefined);
  const lessons = useGetList<AdminLesson>('lessons', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'starts_at', order: 'ASC' },
    filter: { starts_from: range.start.toISOString(), starts_to: range.end.toISOString(), ...(coachId ? { coach_id: coachId } : {}) },
  });
  const events = useMemo(() => lessonEvents(lessons.data ?? [], staff && !coachId), [lessons.data, staff, coachId]);
  const availability = useMemo(() => (coach ? availabilityWindows(coach.weekly_hours, range).map((w) => ({ ...w, id: `available-${w.start.getTime()}`, title: '' })) : []), [coach, range]);

  const schedule = (slot?: SlotInfo) => {
    const record: Record<string, unknown> = {};
    if (slot) {
      record.starts_at = slot.start.toISOString();
      // A click on a slot means a lesson of the usual length from there; a drag, the length dragged.
      record.minutes = slot.action === 'select' ? Math.max(15, Math.min(240, Math.round((slot.end.getTime() - slot.start.getTime()) / 60_000))) : LESSON_DEFAULT_MINUTES;
    }
    if (coach && staff) record.coach_id = coach.id;
    navigate('/lessons/create', { state: { record } });
  };

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={translate('resources.lessons.calendar.title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {staff && (
          <FormControl size="small" sx={{ width: { xs: '100%', sm: 260 }, flex: 'none' }}>
            <InputLabel id="calendar-coach" shrink>{translate('resources.lessons.calendar.coach')}</InputLabel>
            <Select labelId="calendar-coach" label={translate('resources.lessons.calendar.coach')} value={coachId} displayEmpty onChange={(event) => setCoachId(event.target.value)}>
              <MenuItem value="">{translate('resources.lessons.calendar.all_coaches')}</MenuItem>
              {(coaches.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                  {!c.is_active && `（${translate('resources.coaches.inactive')}）`}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {coach ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.lessons.calendar.hours', { hours: weeklyHoursSummary(coach.weekly_hours, WEEKDAYS_JA) || translate('resources.coaches.no_hours') })}
            </Typography>
          ) : (
            staff && (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.lessons.calendar.pick_coach')}
              </Typography>
            )
          )}
        </Box>
        <Button component={Link} to="/lessons" label="resources.lessons.calendar.list">
          <ViewListIcon />
        </Button>
        <Button variant="contained" label="resources.lessons.actions.schedule" onClick={() => schedule()}>
          <AddIcon />
        </Button>
      </Box>
      <CalendarPanel<LessonEvent>
        gridLabel={translate('resources.lessons.calendar.grid')}
        events={events}
        background={availability}
        loading={lessons.isFetching}
        error={lessons.error}
        messages={MESSAGES}
        colors={EVENT_COLORS}
        tooltip={(event) => `${event.title} ・ ${translate(`resources.lessons.status.${event.resource.status}`)}`}
        backgroundTooltip={translate('resources.lessons.calendar.available')}
        onOpen={(event) => navigate(`/lessons/${encodeURIComponent(event.id)}/show`)}
        onSelectSlot={(slot) => schedule(slot)}
      />
      <CalendarLegend
        label={translate('resources.lessons.calendar.legend')}
        items={[
          ...(['scheduled', 'attended', 'missed', 'cancelled'] as const).map((status) => ({ key: status, label: translate(`resources.lessons.status.${status}`), ...EVENT_COLORS[status] })),
          ...(coach ? [{ key: 'available', label: translate('resources.lessons.calendar.available'), ...HOURS_COLORS }] : []),
        ]}
      />
    </Box>
  );
};
