import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminLesson } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import { EditButton, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CalendarButton } from './LessonList';
import { LessonActions } from './LessonActions';
import { LessonStatusField } from './LessonStatusField';
import { KarteForm } from './KarteForm';
import { lessonMinutes, lessonTimeRange, lessonWho } from './lessonModel';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '7.5em minmax(0, 1fr)', sm: '9em minmax(0, 1fr)' }, gap: 2, py: 0.75 }}>
    <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const LessonDetails = () => {
  const record = useRecordContext<AdminLesson>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.lessons.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' } }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
          {lessonWho(record)}
        </Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>{lessonTimeRange(record.starts_at, record.ends_at)}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <LessonStatusField />
          <Chip size="small" variant="outlined" label={translate(`resources.lessons.kind.${record.kind}`)} />
          <Chip size="small" variant="outlined" label={translate(`resources.lessons.source.${record.source}`)} />
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 2 }}>
          <Detail label={field('coach')}>{record.coach.name}</Detail>
          {record.member && (
            <Detail label={field('member')}>
              {record.member.name ?? '—'}
              <br />
              <Link href={`mailto:${record.member.email}`}>{record.member.email}</Link>
            </Detail>
          )}
          {record.group && <Detail label={field('group')}>{record.group.name}</Detail>}
          <Detail label={field('minutes')}>{translate('resources.lessons.minutes_value', { minutes: lessonMinutes(record) })}</Detail>
          <Detail label={field('cancel_deadline')}>{formatDateTime(record.cancel_deadline)}</Detail>
          {record.cancel_reason && <Detail label={field('cancel_reason')}>{record.cancel_reason}</Detail>}
          {record.make_up_by && <Detail label={field('make_up_by')}>{formatDateTime(record.make_up_by)}</Detail>}
          <Detail label={field('id')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', color: 'text.secondary' }}>
              {record.id}
            </Box>
          </Detail>
        </Box>
      </CardContent>
      <CardContent
        sx={(theme) => ({
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 2,
          alignContent: 'start',
          borderTop: `1px solid ${theme.palette.divider}`,
          [theme.breakpoints.up('md')]: { borderTop: 'none', borderLeft: `1px solid ${theme.palette.divider}` },
        })}
      >
        <LessonActions />
        <KarteForm />
        {record.status !== 'scheduled' && record.status !== 'attended' && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.lessons.no_actions')}
          </Typography>
        )}
      </CardContent>
    </Box>
  );
};

const LessonShowActions = () => {
  const record = useRecordContext<AdminLesson>();
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
      <CalendarButton />
      <ListButton />
      {record?.status === 'scheduled' && <EditButton label="resources.lessons.actions.reschedule" />}
    </TopToolbar>
  );
};

export const LessonShow = () => (
  <Show<AdminLesson> actions={<LessonShowActions />}>
    <LessonDetails />
  </Show>
);
