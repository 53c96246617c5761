import type { AdminGroup } from '@coaching/contracts';
import { Button, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { GroupForm } from './GroupForm';

/** Books a lesson for the whole group: the schedule form with the group chosen. */
const ScheduleGroupLesson = () => {
  const group = useRecordContext<AdminGroup>();
  if (!group) return null;
  return <Button component={Link} to="/lessons/create" state={{ record: { group_id: group.id, coach_id: group.coach?.id } }} label="resources.groups.actions.schedule" />;
};

export const GroupEdit = () => (
  <Edit
    mutationMode="pessimistic"
    actions={
      <TopToolbar>
        <ScheduleGroupLesson />
      </TopToolbar>
    }
  >
    <GroupForm />
  </Edit>
);
