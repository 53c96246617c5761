import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AGENDA_KIND_LABELS, type AgendaEntry, type AgendaLessonEntry, type AgendaTrialEntry, KARTE_SKILL_LABELS, type KarteEntry, type KarteSkill, TRIAL_STATUS_LABELS } from '@coaching/contracts';
import { formatDayWithWeekday, formatTimeRangeWithWeekday } from '@coaching/web-theme';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import { ShowDetail } from '../layout/ShowSection';
import { KarteForm } from '../lessons/KarteForm';
import { LessonStatusField } from '../lessons/LessonStatusField';
import { useIsStaff } from '../lessons/useStaff';
import type { AdminDataProvider } from '../providers/dataProvider';
import { hasBegun } from './agendaModel';

const KIND_COLORS = { lesson: 'primary', make_up: 'secondary', trial: 'success' } as const;
const TRIAL_COLORS = { held: 'info', booked: 'primary', attended: 'success', no_show: 'error', cancelled: 'default', expired: 'default', released: 'default' } as const;

/** Who the entry is with: the member's name (else a placeholder), or the group. */
function useWho(entry: AgendaEntry): string {
  const translate = useTranslate();
  if (entry.type === 'lesson' && entry.lesson.group) return translate('app.agenda.group', { name: entry.lesson.group.name });
  return entry.member?.name ?? translate('app.agenda.no_name');
}

/** The member's last notes, newest first, folded away until asked for. */
const RecentNotes = ({ notes }: { notes: KarteEntry[] }) => {
  const translate = useTranslate();
  if (notes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.agenda.no_recent_notes')}
      </Typography>
    );
  }
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {translate('app.agenda.recent_notes', { count: notes.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1.5, pt: 0 }}>
        {notes.map((note) => (
          <Box key={note.lesson_id} component="section" aria-label={formatDayWithWeekday(note.started_at)}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
              {formatDayWithWeekday(note.started_at)} ・ {note.coach.name}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.worked_on}
            </Typography>
            {note.homework && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {translate('app.agenda.homework')}: {note.homework}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
              {Object.entries(note.ratings).map(([skill, score]) => (
                <Chip key={skill} size="small" variant="outlined" label={`${KARTE_SKILL_LABELS[skill as KarteSkill] ?? skill} ${score}`} />
              ))}
            </Box>
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
};

interface Mark {
  label: string;
  confirmTitle: string;
  confirmContent: string;
  run: () => Promise<unknown>;
}

/** Came (受講済み, 参加) or did not (欠席), each asked in a dialog first; the agenda reloads after. */
const AttendanceButtons = ({ present, absent, options }: { present?: Mark; absent?: Mark; options: Record<string, unknown> }) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    {present && <ConfirmedActionButton {...present} contentOptions={options} done="resources.lessons.attendance.done" icon={<HowToRegIcon />} size="small" />}
    {absent && <ConfirmedActionButton {...absent} contentOptions={options} done="resources.lessons.attendance.done" icon={<PersonOffIcon />} variant="outlined" size="small" />}
  </Box>
);

/** Before the lesson or trial begins there is nothing to record yet. */
const AfterStart = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.agenda.after_start')}
    </Typography>
  );
};

/** A lesson: its attendance (受講済み / 欠席) once begun, then its karte, written here as on the lesson's page. */
const LessonPart = ({ entry, who }: { entry: AgendaLessonEntry; who: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { lesson } = entry;
  if (lesson.status === 'scheduled') {
    if (!hasBegun(entry)) return <AfterStart />;
    return (
      <AttendanceButtons
        options={{ who }}
        present={{ label: 'app.agenda.lesson.attended', confirmTitle: 'resources.lessons.attendance.confirm_attended', confirmContent: 'resources.lessons.attendance.confirm_content', run: () => dataProvider.recordAttendance(lesson.id, true) }}
        absent={{ label: 'app.agenda.lesson.missed', confirmTitle: 'resources.lessons.attendance.confirm_missed', confirmContent: 'resources.lessons.attendance.confirm_missed_content', run: () => dataProvider.recordAttendance(lesson.id, false) }}
      />
    );
  }
  if (lesson.status !== 'attended') return null;
  const written = entry.recent_notes.some((note) => note.lesson_id === lesson.id);
  return (
    <Accordion disableGutters variant="outlined" defaultExpanded={!written} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {translate(written ? 'app.agenda.karte_written' : 'app.agenda.karte_write')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <RecordContextProvider value={lesson}>
          <KarteForm />
        </RecordContextProvider>
      </AccordionDetails>
    </Accordion>
  );
};

/** A free trial: 参加 or 欠席 once it has begun (and changed again if mistaken). */
const TrialPart = ({ entry, who }: { entry: AgendaTrialEntry; who: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!['booked', 'attended', 'no_show'].includes(entry.status)) return null;
  if (!hasBegun(entry)) return <AfterStart />;
  const options = { who, slot: formatTimeRangeWithWeekday(entry.starts_at, entry.ends_at) };
  const mark = (attended: boolean) => ({
    label: attended ? 'app.agenda.trial.attended' : 'app.agenda.trial.no_show',
    confirmTitle: attended ? 'app.agenda.trial.confirm_attended' : 'app.agenda.trial.confirm_no_show',
    confirmContent: 'app.agenda.trial.confirm_content',
    run: () => dataProvider.recordTrialAttendance(entry.id, attended),
  });
  // The mark it has is not offered again; the other one corrects a mistake.
  return <AttendanceButtons options={options} present={entry.status === 'attended' ? undefined : mark(true)} absent={entry.status === 'no_show' ? undefined : mark(false)} />;
};

/**
 * One lesson or trial of the agenda: when (with the weekday), what, with whom (game, Discord), the way to the karte and
 * the member's last notes, and what the coach records there.
 */
export const AgendaEntryCard = ({ entry }: { entry: AgendaEntry }) => {
  const translate = useTranslate();
  const staff = useIsStaff();
  const who = useWho(entry);
  const time = formatTimeRangeWithWeekday(entry.starts_at, entry.ends_at);
  const kind = AGENDA_KIND_LABELS[entry.kind];
  // Staff read the member's whole karte on the member page (a coach has none: the last notes are here); anyone the lesson's page.
  const links = [
    ...(staff && entry.member ? [{ to: `/members/${entry.member.id}/show`, label: 'app.agenda.open_karte' }] : []),
    ...(entry.type === 'lesson' ? [{ to: `/lessons/${entry.id}/show`, label: 'app.agenda.open_lesson' }] : []),
  ];
  const discord = entry.member && (entry.member.discord_username || entry.member.discord_id);
  return (
    <Card component="article" variant="outlined" aria-label={`${time} ${kind} ${who}`} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1.25, p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{time}</Typography>
          <Chip size="small" color={KIND_COLORS[entry.kind]} label={kind} sx={{ fontWeight: 700 }} />
          {entry.type === 'lesson' ? (
            <LessonStatusField record={entry.lesson} />
          ) : (
            <Chip size="small" color={TRIAL_COLORS[entry.status]} variant={entry.status === 'booked' ? 'filled' : 'outlined'} label={TRIAL_STATUS_LABELS[entry.status]} sx={{ fontWeight: 700 }} />
          )}
        </Box>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {who}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <ShowDetail label={translate('app.agenda.game')}>{entry.game?.name ?? '—'}</ShowDetail>
          {entry.member && (
            <ShowDetail label={translate('app.agenda.discord')}>
              {discord ? [entry.member.discord_username, entry.member.discord_id && entry.member.discord_id !== entry.member.discord_username ? `ID: ${entry.member.discord_id}` : null].filter(Boolean).join(' ・ ') : translate('app.agenda.discord_missing')}
            </ShowDetail>
          )}
        </Box>
        {links.length > 0 && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {links.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} variant="body2" sx={{ fontWeight: 700 }}>
                {translate(link.label)}
              </Link>
            ))}
          </Box>
        )}
        {entry.member && <RecentNotes notes={entry.recent_notes.filter((note) => note.lesson_id !== entry.id)} />}
        {entry.type === 'lesson' ? <LessonPart entry={entry} who={who} /> : <TrialPart entry={entry} who={who} />}
      </CardContent>
    </Card>
  );
};
