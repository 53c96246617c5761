import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import TodayIcon from '@mui/icons-material/TodayOutlined';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import type { OperatorRole } from '@coaching/contracts';
import { Fragment, type ReactElement } from 'react';
import { Menu, usePermissions, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { type BackOfficeMenuEntry, menuFor } from './backOfficeMenu';

const PAGE_ICONS: Record<string, ReactElement> = { agenda: <TodayIcon />, calendar: <CalendarMonthIcon />, 'trial-calendar': <EventNoteIcon /> };

/**
 * The menu grouped by task (backOfficeMenu.ts), each role shown its own screens; a group's heading shows while the
 * sidebar is open (closed, the icons stand alone, a divider between groups).
 */
export const AdminMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<OperatorRole | null>();
  const resources = useResourceDefinitions();
  const [open] = useSidebarState();
  // A resource entry shows once App declared it with a list for this role (the server decides what it answers).
  const shown = (entry: BackOfficeMenuEntry) => !entry.resource || Boolean(resources[entry.resource]?.hasList);
  return (
    <Menu>
      <Menu.DashboardItem />
      {menuFor(permissions).map((group) => {
        const entries = group.entries.filter(shown);
        if (entries.length === 0) return null;
        return (
          <Fragment key={group.key}>
            {open ? (
              <ListSubheader component="div" disableSticky sx={{ mt: 1, lineHeight: 2.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary', bgcolor: 'transparent' }}>
                {translate(group.labelKey)}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 0.5 }} />
            )}
            {entries.map((entry) =>
              entry.resource ? (
                <Menu.ResourceItem key={entry.path} name={entry.resource} />
              ) : (
                <Menu.Item key={entry.path} to={`/${entry.path}`} primaryText={translate(entry.labelKey!)} leftIcon={PAGE_ICONS[entry.path]} />
              ),
            )}
          </Fragment>
        );
      })}
    </Menu>
  );
};
