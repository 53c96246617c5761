import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';

/** The resources with a list, in the order App declares them; the lesson calendar (a page, not a resource) right after the lessons, the trial calendar after the trials. */
export const AdminMenu = () => {
  const translate = useTranslate();
  const resources = Object.values(useResourceDefinitions()).filter((resource) => resource.hasList);
  return (
    <Menu>
      <Menu.DashboardItem />
      {resources.flatMap((resource) => {
        if (resource.name === 'lessons')
          return [<Menu.ResourceItem key="lessons" name="lessons" />, <Menu.Item key="calendar" to="/calendar" primaryText={translate('resources.lessons.calendar.menu')} leftIcon={<CalendarMonthIcon />} />];
        if (resource.name === 'trials')
          return [<Menu.ResourceItem key="trials" name="trials" />, <Menu.Item key="trial-calendar" to="/trial-calendar" primaryText={translate('resources.trials.calendar.menu')} leftIcon={<EventNoteIcon />} />];
        return [<Menu.ResourceItem key={resource.name} name={resource.name} />];
      })}
    </Menu>
  );
};
