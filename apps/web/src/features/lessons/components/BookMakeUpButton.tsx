import type { LessonHistoryItem } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { useMakeUps } from '../api/make-ups';
import { makeUpDeadline } from '../model/make-up-texts';
import { BookMakeUpDialog } from './BookMakeUpDialog';

/**
 * Issue 29: 「振替を予約」 beside a cancelled lesson of /histories whose make-up credit is still unused and open (the
 * server's list of credits says so); the row shows the deadline; it opens `BookMakeUpDialog`. Nothing for any other lesson.
 */
export function BookMakeUpButton({ lesson }: { lesson: Pick<LessonHistoryItem, 'id' | 'status'> }) {
  const { data } = useMakeUps();
  const { showSuccess } = useSnackbar();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const credit = lesson.status === 'cancelled' ? data?.find((c) => c.lesson_id === lesson.id) : undefined;
  if (!credit && !open) return null;
  return (
    <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, flexWrap: 'wrap' }}>
      {credit && (
        <>
          {/* The deadline is the row's own line (振替受講の期限); the button's accessible description repeats it. */}
          <Button
            variant="contained"
            size="small"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-describedby={noteId}
            data-testid="book-make-up"
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 40, px: 2.5 }}
          >
            振替を予約
          </Button>
          <Box component="span" id={noteId} sx={visuallyHidden}>
            {makeUpDeadline(credit.make_up_by)}
          </Box>
        </>
      )}
      <BookMakeUpDialog
        open={open}
        lessonId={lesson.id}
        onClose={() => setOpen(false)}
        onBooked={(_lesson, message) => {
          setOpen(false);
          showSuccess(message);
        }}
      />
    </Box>
  );
}
