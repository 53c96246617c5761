import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminLesson } from '@coaching/contracts';
import { Button, CreateButton, DataTable, DateTimeInput, FilterButton, List, ReferenceInput, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fromTokyoInput, toTokyoInput } from '../catalogue/shared/tokyoDateTime';
import { LessonStatusField } from './LessonStatusField';
import { lessonTimeRange, lessonWho } from './lessonModel';
import { MemberChoiceInput } from './MemberChoiceInput';
import { useIsStaff } from './useStaff';

const statusChoices = ['scheduled', 'attended', 'missed', 'cancelled'].map((id) => ({ id, name: `resources.lessons.status.${id}` }));

const useFilters = () => {
  const staff = useIsStaff();
  return [
    <SelectInput key="status" source="status" choices={statusChoices} emptyText="resources.lessons.filters.all" alwaysOn sx={{ minWidth: 150 }} />,
    ...(staff
      ? [
          <ReferenceInput key="coach_id" source="coach_id" reference="coaches" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
            <SelectInput optionText="name" emptyText="resources.lessons.filters.all_coaches" sx={{ minWidth: 170 }} />
          </ReferenceInput>,
        ]
      : []),
    <MemberChoiceInput key="member_id" source="member_id" sx={{ minWidth: 240 }} />,
    <DateTimeInput key="starts_from" source="starts_from" format={toTokyoInput} parse={fromTokyoInput} />,
    <DateTimeInput key="starts_to" source="starts_to" format={toTokyoInput} parse={fromTokyoInput} />,
  ];
};

export const CalendarButton = () => (
  <Button component={Link} to="/calendar" label="resources.lessons.actions.calendar">
    <CalendarMonthIcon />
  </Button>
);

const LessonListActions = () => (
  <TopToolbar>
    <CalendarButton />
    <FilterButton />
    <CreateButton label="resources.lessons.actions.schedule" />
  </TopToolbar>
);

const Who = ({ record }: { record: AdminLesson }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: '9em' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {lessonWho(record)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.lessons.kind.${record.kind}`)}
        {record.source !== 'plan' && ` ・ ${translate(`resources.lessons.source.${record.source}`)}`}
      </Typography>
    </Box>
  );
};

const LessonTable = () => (
  <DataTable<AdminLesson> rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="starts_at" render={(record) => lessonTimeRange(record.starts_at, record.ends_at)} sx={{ whiteSpace: 'nowrap' }} />
    <DataTable.Col source="member" disableSort render={(record: AdminLesson) => <Who record={record} />} />
    <DataTable.Col source="coach" disableSort render={(record: AdminLesson) => record.coach.name} />
    <DataTable.Col source="status" render={(record: AdminLesson) => <LessonStatusField record={record} />} />
  </DataTable>
);

const LessonSimpleList = () => (
  <SimpleList<AdminLesson>
    linkType="show"
    primaryText={(record) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', fontWeight: 700 }}>
        {lessonWho(record)}
        <LessonStatusField record={record} />
      </Box>
    )}
    secondaryText={(record) => lessonTimeRange(record.starts_at, record.ends_at)}
    tertiaryText={(record) => record.coach.name}
  />
);

export const LessonList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminLesson> sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} filters={useFilters()} actions={<LessonListActions />} exporter={false} empty={false}>
      {isSmall ? <LessonSimpleList /> : <LessonTable />}
    </List>
  );
};
