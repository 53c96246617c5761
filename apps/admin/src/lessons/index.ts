import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import type { AdminLesson } from '@coaching/contracts';
import type { ResourceProps } from 'react-admin';
import { LessonCreate } from './LessonCreate';
import { LessonEdit } from './LessonEdit';
import { LessonList } from './LessonList';
import { LessonShow } from './LessonShow';
import { lessonTimeRange, lessonWho } from './lessonModel';

/** Lessons: the list, one lesson with what may be done with it, scheduling and moving (issue 10). */
export default {
  list: LessonList,
  show: LessonShow,
  create: LessonCreate,
  edit: LessonEdit,
  icon: EventNoteIcon,
  recordRepresentation: (lesson: AdminLesson) => `${lessonWho(lesson)} ${lessonTimeRange(lesson.starts_at, lesson.ends_at)}`,
} satisfies Omit<ResourceProps, 'name'>;
