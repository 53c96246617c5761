import 'react-big-calendar/lib/css/react-big-calendar.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DateTime, Settings } from 'luxon';
import { cloneElement, isValidElement, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { Calendar, luxonLocalizer, type HeaderProps, type Messages, type SlotInfo } from 'react-big-calendar';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { brand } from '@coaching/web-theme';
import { TOKYO, type CalendarView } from './calendarModel';

// What the back office's calendars (lessons, trials) share: react-big-calendar in Tokyo time with Japanese
// words and formats, the back office's look, the legend, and the view, day and filters kept in the address.

// The calendar reads and writes Tokyo wall-clock time whatever the operator's zone: luxon's default zone
// is what react-big-calendar's luxon localizer lays the grid out in.
Settings.defaultZone = TOKYO;
Settings.defaultLocale = 'ja';
export const calendarLocalizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });

/** The toolbar's words; `event` names what the calendar shows, `none` is said when a range has nothing. */
export const calendarMessages = (event: string, none: string): Messages => ({
  week: '週',
  day: '日',
  today: '今日',
  previous: '前へ',
  next: '次へ',
  noEventsInRange: none,
  allDay: '終日',
  date: '日付',
  time: '時間',
  event,
  showMore: (count: number) => `他${count}件`,
});

const hhmm = (at: Date) => DateTime.fromJSDate(at).toFormat('HH:mm');
export const calendarFormats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'M/d(ccc)',
  dayHeaderFormat: 'yyyy年M月d日(ccc)',
  dayRangeHeaderFormat: ({ start, end }: { start: Date; end: Date }) =>
    `${DateTime.fromJSDate(start).toFormat('yyyy年M月d日')} 〜 ${DateTime.fromJSDate(end).toFormat(DateTime.fromJSDate(start).hasSame(DateTime.fromJSDate(end), 'month') ? 'd日' : 'M月d日')}`,
  eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) => `${hhmm(start)}〜${hhmm(end)}`,
  selectRangeFormat: ({ start, end }: { start: Date; end: Date }) => `${hhmm(start)}〜${hhmm(end)}`,
};

/** The class of a background window (hours), shaded and not a click target. */
export const HOURS_CLASS = 'calendar-hours';
export const HOURS_COLORS = { bg: 'rgba(21, 116, 75, 0.12)', border: 'rgba(21, 116, 75, 0.35)' };

/** The calendar in the back office's look: the theme's font and colours, today's column tinted. */
export const calendarSx = {
  '& .rbc-calendar': { fontFamily: 'inherit' },
  '& .rbc-toolbar': { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5 },
  '& .rbc-toolbar .rbc-btn-group': { display: 'inline-flex', flexWrap: 'nowrap' },
  '& .rbc-toolbar .rbc-toolbar-label': { fontWeight: 800, fontSize: '1.05rem', order: { xs: -1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, textAlign: { xs: 'left', md: 'center' }, px: { xs: 0, md: 1 } },
  '& .rbc-toolbar button': { fontFamily: 'inherit', borderRadius: 999, px: 1.75, py: 0.5, color: 'text.primary' },
  '& .rbc-toolbar button.rbc-active': { bgcolor: 'primary.main', color: '#fff', borderColor: 'primary.main', boxShadow: 'none' },
  '& .rbc-today': { bgcolor: 'rgba(52, 81, 209, 0.06)' },
  '& .rbc-event': { borderRadius: 1, fontSize: '0.75rem', fontWeight: 700, px: 0.5 },
  // The hours are a shade, not a target: a click there selects the free slot beneath.
  [`& .rbc-background-event.${HOURS_CLASS}`]: { bgcolor: HOURS_COLORS.bg, border: `1px solid ${HOURS_COLORS.border}`, opacity: 1, pointerEvents: 'none' },
  [`& .rbc-background-event.${HOURS_CLASS} .rbc-event-label`]: { display: 'none' },
  '& .rbc-time-header-cell .rbc-header': { fontWeight: 700, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 36 },
  '& .rbc-allday-cell': { display: 'none' },
  '& .rbc-timeslot-group': { minHeight: 48 },
  // The keyboard's focus on what the grid makes focusable (its buttons, events and the scrolling hours), as the theme's
  // ring elsewhere; inside the scroller, drawn inside its edge.
  '& .rbc-toolbar button:focus-visible, & .rbc-button-link:focus-visible, & .rbc-event:focus-visible': { outline: `3px solid ${brand.indigo}`, outlineOffset: 2, zIndex: 5 },
  '& .rbc-time-content:focus-visible': { outline: `3px solid ${brand.indigo}`, outlineOffset: -3 },
} as const;

/**
 * A week on a phone: seven columns squeezed into 375 px pushed the page sideways. The day columns keep a readable
 * width and the grid scrolls sideways in its own scroller (react-big-calendar moves the day headings with it, as in
 * its resource view), while the hour column stays at the left edge; the toolbar stays put. `contain` keeps the grid's
 * width from widening the page.
 */
const phoneWeekSx = {
  '& .rbc-time-view': { contain: 'inline-size' },
  '& .rbc-time-header': { overflow: 'hidden' },
  '& .rbc-time-header-content': { minWidth: 'auto', flex: '1 0 0' },
  '& .rbc-time-content > .rbc-day-slot, & .rbc-time-header-cell .rbc-header': { minWidth: 72 },
  '& .rbc-time-gutter, & .rbc-time-header-gutter': { position: 'sticky', left: 0, zIndex: 10, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider', mr: '-1px' },
} as const;

/** sx for text read by screen readers but not shown. */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/** An event's date and time as a screen reader says it: 「11月29日(日) 18:00〜18:45」. */
export const eventWhen = (start: Date, end: Date) => `${DateTime.fromJSDate(start).toFormat('M月d日(ccc)')} ${hhmm(start)}〜${hhmm(end)}`;

/**
 * A day's heading in the week view. react-big-calendar's own is a `columnheader` span inside a button, with no `row`
 * around it (axe critical `aria-required-parent`, issue 33): here plain text, the button it sits in (which opens the
 * day) named with the whole date.
 */
const DayHeading = ({ date, label }: HeaderProps) => (
  <>
    <span aria-hidden="true">{label}</span>
    <Box component="span" sx={visuallyHidden}>
      {`${DateTime.fromJSDate(date).toFormat('M月d日(ccc)')}を日表示で見る`}
    </Box>
  </>
);

export interface LegendItem {
  key: string;
  label: string;
  bg: string;
  border: string;
  dashed?: boolean;
}

/** The colours under a calendar and what they mean. */
export const CalendarLegend = ({ items, label }: { items: readonly LegendItem[]; label: string }) => (
  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1.5 }} role="list" aria-label={label}>
    {items.map((item) => (
      <Box key={item.key} role="listitem" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: item.bg, border: 1, borderStyle: item.dashed ? 'dashed' : 'solid', borderColor: item.border }} />
        <Typography variant="caption">{item.label}</Typography>
      </Box>
    ))}
  </Box>
);

/**
 * The calendar's view, day and filters live in the address, so coming back from a record shows the same
 * week. On a phone the day view is the default.
 */
export function useCalendarAddress() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'day' || (!params.has('view') && isSmall) ? 'day' : 'week';
  const date = useMemo(() => {
    const at = params.get('date');
    return at && !Number.isNaN(Date.parse(at)) ? new Date(at) : new Date();
  }, [params]);
  // react-router hands setParams the address of the last render, so a second click before the page has
  // re-rendered (the day view, then 次へ) would drop the first click's change. The address written last is
  // kept until the render catches up, and a change builds on it.
  const written = useRef<{ over: string; next: URLSearchParams } | null>(null);
  const change = (key: string, value: string) => {
    const current = written.current?.over === params.toString() ? written.current.next : params;
    const next = new URLSearchParams(current);
    if (value) next.set(key, value);
    else next.delete(key);
    written.current = { over: params.toString(), next };
    setParams(next, { replace: true });
  };
  return {
    isSmall,
    view,
    date,
    param: (key: string) => params.get(key) ?? '',
    change,
    setView: (next: CalendarView) => change('view', next),
    setDate: (next: Date) => change('date', next.toISOString()),
  };
}

export interface EventColors {
  bg: string;
  fg: string;
  border: string;
  dashed?: boolean;
}
type Background = { id: string; title: string; start: Date; end: Date };
type Shown = Background & { resource: { status: string } };

export interface CalendarPanelProps<E extends Shown> {
  events: E[];
  /** Windows shading the grid (hours), not targets. */
  background: Background[];
  loading: boolean;
  error: unknown;
  messages: Messages;
  colors: Record<E['resource']['status'], EventColors>;
  tooltip: (event: E) => string;
  backgroundTooltip: string;
  onOpen: (event: E) => void;
  /** An empty slot chosen (a press or a drag); without it the grid is not selectable. */
  onSelectSlot?: (slot: SlotInfo) => void;
  /** What the time grid is named for a screen reader (「レッスンの時間割」). */
  gridLabel: string;
}

/**
 * The week or day grid of a back-office calendar with its loading bar and error: Tokyo time, the view and day
 * from the address (`useCalendarAddress`), events in their status colours (cancelled struck through), the
 * background windows shaded.
 */
export function CalendarPanel<E extends Shown>({ events, background, loading, error, messages, colors, tooltip, backgroundTooltip, onOpen, onSelectSlot, gridLabel }: CalendarPanelProps<E>) {
  const translate = useTranslate();
  const { isSmall, view, date, setView, setDate } = useCalendarAddress();
  const grid = useRef<HTMLDivElement>(null);
  const describe = useRef(tooltip);
  describe.current = tooltip;
  // The hours scroll inside the grid: a keyboard reaches them (arrow keys scroll) and a screen reader hears what they
  // are (axe `scrollable-region-focusable`, issue 33). react-big-calendar has no prop for its scroller's attributes.
  useEffect(() => {
    const scroller = grid.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', gridLabel);
  });
  const components = useMemo(
    () => ({
      header: DayHeading,
      // An event is a button named with its date, time and people (the library names it with the time and title
      // only); a shade of hours is no target, so it is left out of the tab order and of what is read.
      eventWrapper: ({ event, children }: { event: E | Background; children?: ReactNode }) => {
        if (!isValidElement(children)) return <>{children}</>;
        const child = children as ReactElement<Record<string, unknown>>;
        return 'resource' in event
          ? cloneElement(child, { 'aria-label': `${eventWhen(event.start, event.end)} ${describe.current(event)}` })
          : cloneElement(child, { tabIndex: -1, role: undefined, 'aria-hidden': true });
      },
    }),
    [],
  );
  return (
    <>
      {!!error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error instanceof Error && error.message ? error.message : translate('ra.notification.http_error')}
        </Alert>
      )}
      <Card sx={{ p: { xs: 1, sm: 2 }, position: 'relative' }}>
        {loading && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label={translate('ra.page.loading')} />}
        <Box ref={grid} sx={isSmall && view === 'week' ? { ...calendarSx, ...phoneWeekSx } : calendarSx}>
          <Calendar<E | Background>
            localizer={calendarLocalizer}
            culture="ja"
            messages={messages}
            formats={calendarFormats}
            events={events}
            backgroundEvents={background}
            view={view}
            views={['week', 'day']}
            onView={(next) => setView(next === 'day' ? 'day' : 'week')}
            date={date}
            onNavigate={(next) => setDate(next)}
            selectable={!!onSelectSlot}
            components={components as never}
            onSelectEvent={(event) => 'resource' in event && onOpen(event)}
            // Enter or Space on a focused event opens it, as a click does.
            onKeyPressEvent={(event, e) => {
              const key = (e as unknown as KeyboardEvent).key;
              if ('resource' in event && (key === 'Enter' || key === ' ')) {
                e.preventDefault();
                onOpen(event);
              }
            }}
            onSelectSlot={onSelectSlot}
            step={30}
            timeslots={2}
            scrollToTime={new Date(1970, 0, 1, 9, 0)}
            eventPropGetter={(event) => {
              if (!('resource' in event)) return { className: HOURS_CLASS };
              const status = event.resource.status as E['resource']['status'];
              const c = colors[status];
              return {
                style: { backgroundColor: c.bg, color: c.fg, borderColor: c.border, borderStyle: c.dashed ? 'dashed' : 'solid', textDecoration: status === 'cancelled' ? 'line-through' : undefined },
              };
            }}
            tooltipAccessor={(event) => ('resource' in event ? tooltip(event) : backgroundTooltip)}
            style={{ height: isSmall ? 640 : 760 }}
          />
        </Box>
      </Card>
    </>
  );
}
