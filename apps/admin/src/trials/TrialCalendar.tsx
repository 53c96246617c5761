import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { type AdminCoach, type AdminTrial, type AdminTrialHours, tokyoDate, TRIAL_GAMES, TRIAL_STATUS_LABELS } from '@coaching/contracts';
import { useMemo } from 'react';
import { Button, Title, useGetList, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { CalendarLegend, calendarMessages, CalendarPanel, HOURS_COLORS, useCalendarAddress } from '../calendar/BackOfficeCalendar';
import { availabilityWindows, mergedWindows, visibleRange } from '../calendar/calendarModel';
import { TRIAL_EVENT_COLORS, trialEvents, type TrialEvent } from './trialCalendarModel';

const MESSAGES = calendarMessages('無料体験', 'この期間の無料体験はありません。');

/**
 * Issue 12: the free trials of a week or a day, per game and per coach, in Tokyo time: booked trials in their
 * status colour, seats held (a member choosing, or a freed seat offered to a waiter), and the trial hours as
 * the grid's shade. A trial opens its record (attendance, the school's cancellation). Staff only.
 */
export const TrialCalendar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { view, date, param, change } = useCalendarAddress();
  const gameId = param('game');
  const coachId = param('coach');
  const range = useMemo(() => visibleRange(date, view), [date, view]);
  const filter = { ...(gameId ? { game_id: Number(gameId) } : {}), ...(coachId ? { coach_id: coachId } : {}) };

  const coaches = useGetList<AdminCoach>('coaches', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const gameCoaches = (coaches.data ?? []).filter((c) => TRIAL_GAMES.some((g) => g.id === c.game_id) && (!gameId || String(c.game_id) === gameId));
  const trials = useGetList<AdminTrial>('trials', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'starts_at', order: 'ASC' },
    filter: { ...filter, from: tokyoDate(range.start), to: tokyoDate(new Date(range.end.getTime() - 1)) },
  });
  const hours = useGetList<AdminTrialHours>('trial-hours', { pagination: { page: 1, perPage: 500 }, sort: { field: 'weekday', order: 'ASC' }, filter });

  const events = useMemo(() => trialEvents(trials.data ?? [], { game: !gameId, coach: !coachId }), [trials.data, gameId, coachId]);
  const background = useMemo(
    () => mergedWindows(availabilityWindows(hours.data ?? [], range)).map((w) => ({ ...w, id: `hours-${w.start.getTime()}`, title: '' })),
    [hours.data, range],
  );
  const failed = trials.error ?? hours.error;
  const loading = trials.isFetching || hours.isFetching;
  const empty = !loading && !failed && events.length === 0;

  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={translate('resources.trials.calendar.title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <FormControl size="small" sx={{ width: { xs: '100%', sm: 200 }, flex: 'none' }}>
          <InputLabel id="trial-calendar-game" shrink>
            {translate('resources.trials.calendar.game')}
          </InputLabel>
          <Select
            labelId="trial-calendar-game"
            label={translate('resources.trials.calendar.game')}
            value={gameId}
            displayEmpty
            onChange={(event) => {
              change('game', event.target.value);
              // A coach of the other game would show nothing: the choice is let go.
              if (coachId && event.target.value && !gameCoaches.some((c) => c.id === coachId && String(c.game_id) === event.target.value)) change('coach', '');
            }}
          >
            <MenuItem value="">{translate('resources.trials.filters.all_games')}</MenuItem>
            {TRIAL_GAMES.map((g) => (
              <MenuItem key={g.id} value={String(g.id)}>
                {g.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ width: { xs: '100%', sm: 240 }, flex: 'none' }}>
          <InputLabel id="trial-calendar-coach" shrink>
            {translate('resources.trials.calendar.coach')}
          </InputLabel>
          <Select labelId="trial-calendar-coach" label={translate('resources.trials.calendar.coach')} value={coachId} displayEmpty onChange={(event) => change('coach', event.target.value)}>
            <MenuItem value="">{translate('resources.trials.calendar.all_coaches')}</MenuItem>
            {gameCoaches.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
                {!c.is_active && `（${translate('resources.coaches.inactive')}）`}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: { xs: '100%', md: 0 } }}>
          {empty ? translate('resources.trials.calendar.empty') : translate('resources.trials.calendar.hint')}
        </Typography>
        <Button component={Link} to="/trials" label="resources.trials.calendar.list">
          <ViewListIcon />
        </Button>
      </Box>
      <CalendarPanel<TrialEvent>
        gridLabel={translate('resources.trials.calendar.grid')}
        events={events}
        background={background}
        loading={loading}
        error={failed}
        messages={MESSAGES}
        colors={TRIAL_EVENT_COLORS}
        tooltip={(event) => `${event.title} ・ ${TRIAL_STATUS_LABELS[event.resource.status]}${event.resource.coach_name ? ` ・ ${event.resource.coach_name}` : ''}`}
        backgroundTooltip={translate('resources.trials.calendar.hours')}
        onOpen={(event) => navigate(`/trials/${encodeURIComponent(event.id)}/show`)}
      />
      <CalendarLegend
        label={translate('resources.trials.calendar.legend')}
        items={[
          ...(['booked', 'held', 'attended', 'no_show', 'cancelled'] as const).map((status) => ({ key: status, label: TRIAL_STATUS_LABELS[status], ...TRIAL_EVENT_COLORS[status] })),
          { key: 'hours', label: translate('resources.trials.calendar.hours'), ...HOURS_COLORS },
        ]}
      />
    </Box>
  );
};
