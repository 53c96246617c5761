import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { KARTE_SKILL_LABELS, KARTE_SKILLS, karteNoteSchema, type AdminLesson, type KarteNote, type KarteSkill } from '@coaching/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { BooleanInput, Form, SaveButton, TextInput, useDataProvider, useInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import type { AdminDataProvider } from '../providers/dataProvider';


/** One skill's rating, 1 to 5 stars. */
const RatingInput = ({ skill }: { skill: KarteSkill }) => {
  const labelId = useId();
  const { field, fieldState } = useInput({ source: `ratings.${skill}` });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11em 1fr' }, alignItems: 'center', columnGap: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700 }}>
        {KARTE_SKILL_LABELS[skill]}
      </Typography>
      <Box>
        <Rating
          name={`ratings.${skill}`}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(_event, value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          max={5}
          size="large"
          aria-labelledby={labelId}
          getLabelText={(value) => `${KARTE_SKILL_LABELS[skill]} ${value}`}
        />
        {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      </Box>
    </Box>
  );
};

/** After an attended lesson: what was worked on, homework, and the four ratings. Writing again replaces the note. */
export const KarteForm = () => {
  const lesson = useRecordContext<AdminLesson>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const attended = lesson?.status === 'attended';
  const karte = useQuery({ queryKey: ['lessons', 'karte', lesson?.id], queryFn: () => dataProvider.getKarte(lesson!.id).then((r) => r.data), enabled: attended });
  if (!lesson || !attended) return null;
  const note = karte.data ?? null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.writeKarte(lesson.id, values as KarteNote);
      notify('resources.lessons.karte.done', { type: 'success' });
      await karte.refetch();
      refresh();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors) return body.errors;
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-label={translate('resources.lessons.sections.karte')}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800 }}>
        {translate('resources.lessons.sections.karte')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(note ? 'resources.lessons.karte.written' : 'resources.lessons.karte.lead')}
      </Typography>
      {karte.isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : (
      <Form
        key={note ? 'written' : 'new'}
        record={{ worked_on: note?.worked_on ?? '', homework: note?.homework ?? '', ratings: note?.ratings ?? {}, shared_with_guardian: note?.shared_with_guardian ?? false }}
        resolver={schemaResolver(karteNoteSchema)}
        onSubmit={submit}
      >
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextInput source="worked_on" label="resources.lessons.karte.worked_on" multiline minRows={3} />
          <TextInput source="homework" label="resources.lessons.karte.homework" multiline minRows={2} />
          <Box sx={{ display: 'grid', gap: 0.5, mb: 2 }}>
            {KARTE_SKILLS.map((skill) => (
              <RatingInput key={skill} skill={skill} />
            ))}
          </Box>
          {/* The student's guardians read a note only when the coach shares it (ADR 0038). */}
          <BooleanInput source="shared_with_guardian" label="resources.lessons.karte.shared_with_guardian" helperText="resources.lessons.karte.shared_with_guardian_help" />
          <Box>
            <SaveButton label="resources.lessons.karte.save" alwaysEnable />
          </Box>
        </Box>
      </Form>
      )}
    </Box>
  );
};
