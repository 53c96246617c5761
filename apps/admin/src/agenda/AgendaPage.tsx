import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type AdminCoach, type AgendaEntry, tokyoDate } from '@coaching/contracts';
import { formatDayWithWeekday } from '@coaching/web-theme';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetList, usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useIsStaff } from '../lessons/useStaff';
import type { AdminDataProvider } from '../providers/dataProvider';
import { AgendaEntryCard } from './AgendaEntryCard';
import { agendaDay, agendaSpan, type AgendaView, dayStart, entriesByDay, stepDay } from './agendaModel';

/** Staff choose whose agenda to read; a coach reads their own and sees no choice. */
const CoachPicker = ({ value, onChange }: { value: string | undefined; onChange: (coachId: string) => void }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList<AdminCoach>('coaches', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: { is_active: true } });
  if (isPending) return <Skeleton variant="rounded" width={240} height={40} />;
  if (!data?.length) return <Alert severity="info">{translate('app.agenda.no_coaches')}</Alert>;
  return (
    <TextField select size="small" fullWidth={false} label={translate('app.agenda.coach')} value={value ?? ''} onChange={(event) => onChange(event.target.value)} sx={{ width: { xs: '100%', sm: 280 } }}>
      {data.map((coach) => (
        <MenuItem key={coach.id} value={coach.id}>
          {coach.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** One Tokyo day: its heading, then its lessons and trials in time order (a list on a phone, cards side by side wider). */
const AgendaDay = ({ day, entries, today }: { day: string; entries: AgendaEntry[]; today: boolean }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={formatDayWithWeekday(dayStart(day))} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '10.5rem minmax(0, 1fr)' }, gap: { xs: 1, md: 2 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', alignSelf: 'start' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
          {formatDayWithWeekday(dayStart(day))}
        </Typography>
        {today && <Chip size="small" color="primary" label={translate('app.agenda.today')} />}
        {entries.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.agenda.count', { count: entries.length })}
          </Typography>
        )}
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {translate('app.agenda.empty_day')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(330px, 1fr))' }, gap: 1.5, alignItems: 'start' }}>
          {entries.map((entry) => (
            <AgendaEntryCard key={`${entry.type}-${entry.id}`} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
  );
};

/**
 * 「今日の予定」(`#/agenda`): one coach's lessons and free trials by Tokyo day, a day or a week at a time. The day,
 * the view and (for staff) the coach live in the address (`?view=week&day=2026-12-03&coach=…`), so a reload or a
 * shared link shows the same. `embedded`: the coach's dashboard shows it under the greeting, as his start page.
 */
export const AgendaPage = ({ embedded = false }: { embedded?: boolean }) => {
  const translate = useTranslate();
  const { isPending: roleLoading } = usePermissions();
  const staff = useIsStaff();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [params, setParams] = useSearchParams();
  const view: AgendaView = params.get('view') === 'week' ? 'week' : 'day';
  const day = agendaDay(params.get('day'));
  const coachId = staff ? (params.get('coach') ?? undefined) : undefined;
  const span = agendaSpan(view, day);
  const today = tokyoDate(new Date());
  const ready = !roleLoading && (!staff || Boolean(coachId));
  const agenda = useQuery({
    queryKey: ['agenda', coachId ?? 'own', span.from, span.to],
    queryFn: () => dataProvider.coachAgenda({ coachId, from: span.from, to: span.to }),
    enabled: ready,
  });
  const go = (changes: Record<string, string>) => setParams((current) => Object.assign(Object.fromEntries(current), changes), { replace: true });
  const byDay = entriesByDay(agenda.data?.entries ?? [], span.days);

  return (
    <Card data-testid="coach-agenda" sx={{ mt: { xs: 1, sm: 2 }, p: { xs: 1.5, sm: 2.5 } }}>
      {/* On the coach's dashboard (embedded) the page keeps its own title and heading. */}
      {!embedded && <Title title={translate('app.agenda.title')} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography component={embedded ? 'h2' : 'h1'} variant="h5" sx={{ fontWeight: 800, mr: 'auto' }}>
          {translate('app.agenda.title')}
          {agenda.data && staff && (
            <Typography component="span" variant="body1" color="text.secondary" sx={{ ml: 1 }}>
              {agenda.data.coach.name}
            </Typography>
          )}
        </Typography>
        {staff && <CoachPicker value={coachId} onChange={(coach) => go({ coach })} />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: AgendaView | null) => next && go({ view: next })} aria-label={translate('app.agenda.title')}>
          <ToggleButton value="day">{translate('app.agenda.views.day')}</ToggleButton>
          <ToggleButton value="week">{translate('app.agenda.views.week')}</ToggleButton>
        </ToggleButtonGroup>
        <IconButton aria-label={translate(view === 'day' ? 'app.agenda.previous_day' : 'app.agenda.previous_week')} onClick={() => go({ day: stepDay(view, day, -1) })}>
          <ChevronLeftIcon />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => go({ day: today })} disabled={span.days.includes(today)}>
          {translate('app.agenda.today')}
        </Button>
        <IconButton aria-label={translate(view === 'day' ? 'app.agenda.next_day' : 'app.agenda.next_week')} onClick={() => go({ day: stepDay(view, day, 1) })}>
          <ChevronRightIcon />
        </IconButton>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {view === 'day' ? formatDayWithWeekday(dayStart(span.from)) : `${formatDayWithWeekday(dayStart(span.from))}〜${formatDayWithWeekday(dayStart(span.to))}`}
        </Typography>
      </Box>
      {staff && !coachId ? (
        <Alert severity="info">{translate('app.agenda.choose_coach')}</Alert>
      ) : agenda.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void agenda.refetch()}>
              {translate('app.agenda.retry')}
            </Button>
          }
        >
          {agenda.error instanceof Error && agenda.error.message ? agenda.error.message : translate('app.agenda.error')}
        </Alert>
      ) : !agenda.data ? (
        <Box aria-busy="true" aria-label={translate('ra.page.loading')} sx={{ display: 'grid', gap: 1.5 }}>
          {span.days.slice(0, 3).map((d) => (
            <Skeleton key={d} variant="rounded" height={96} />
          ))}
        </Box>
      ) : (
        <Box>
          {span.days.map((d) => (
            <AgendaDay key={d} day={d} entries={byDay.get(d) ?? []} today={d === today} />
          ))}
        </Box>
      )}
    </Card>
  );
};
