import Chip from '@mui/material/Chip';
import type { AdminLesson } from '@coaching/contracts';
import { useRecordContext, useTranslate } from 'react-admin';
import { STATUS_COLORS, statusKey } from './lessonModel';

/** The lesson's status as a chip; a cancelled lesson says who cancelled it. */
export const LessonStatusField = ({ record: given }: { record?: AdminLesson }) => {
  const context = useRecordContext<AdminLesson>();
  const translate = useTranslate();
  const record = given ?? context;
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLORS[record.status]} variant={record.status === 'attended' ? 'filled' : 'outlined'} label={translate(statusKey(record))} sx={{ fontWeight: 700 }} />;
};
