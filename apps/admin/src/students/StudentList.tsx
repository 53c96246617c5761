import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { GAME_IDS, type AdminStudent } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';
import { DataTable, List, RecordContextProvider, ReferenceField, ReferenceInput, SelectInput, SimpleList, TextField, useListContext, useTranslate } from 'react-admin';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';
import { useIsStaff } from '../lessons/useStaff';
import { AssignCoachButton } from './AssignCoachButton';
import { SuspensionButton } from '../members/SuspensionButton';
import { ChartLinkButton } from './ChartLinkButton';
import { studentLessonCounts } from './studentLessonCounts';

const useFilters = () => {
  const staff = useIsStaff();
  return [
    <ResourceSearchInput key="q" source="q" alwaysOn />,
    ...(staff
      ? [
          <ReferenceInput key="coach_id" source="coach_id" reference="coaches" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
            <SelectInput optionText="name" emptyText="resources.students.filters.all_coaches" sx={{ minWidth: 170 }} />
          </ReferenceInput>,
        ]
      : []),
  ];
};

/** すべて / 未割当: the support to-do list of running subscriptions with no coach yet. */
const AssignmentTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const unassigned = filterValues.unassigned === true || filterValues.unassigned === 'true';
  return (
    <Tabs
      value={unassigned ? 'unassigned' : 'all'}
      onChange={(_event, value: string) => {
        const { unassigned: _drop, ...rest } = filterValues as Record<string, unknown>;
        setFilters(value === 'unassigned' ? { ...rest, unassigned: true, coach_id: undefined } : rest, displayedFilters);
      }}
      aria-label={translate('resources.students.tabs.label')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={translate('resources.students.tabs.all')} />
      <Tab value="unassigned" label={translate('resources.students.tabs.unassigned')} />
    </Tabs>
  );
};

const CoachCell = ({ record }: { record: AdminStudent }) => {
  const translate = useTranslate();
  return record.coach ? <Typography variant="body2">{record.coach.name}</Typography> : <Chip size="small" color="warning" label={translate('resources.students.unassigned')} sx={{ fontWeight: 700 }} />;
};

const Member = ({ record }: { record: AdminStudent }) => (
  <Box sx={{ minWidth: '10em', maxWidth: '18em' }}>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {record.member.name ?? '—'}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="p" title={record.member.email} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {record.member.email}
    </Typography>
  </Box>
);

/**
 * The game and plan: staff read their names from the catalogue; a coach (who may not read the catalogue) sees
 * the game and how many lessons a month the plan gives.
 */
const PlanCell = ({ record, staff }: { record: AdminStudent; staff: boolean }) => {
  const translate = useTranslate();
  if (!staff) {
    return (
      <Box>
        <Typography variant="caption" color="text.secondary">
          {GAME_NAMES[record.game_id] ?? ''}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {translate('resources.students.per_month', { count: record.lessons_per_month })}
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <ReferenceField source="game_id" reference="games" link={false} record={record}>
        <TextField source="name" variant="caption" color="text.secondary" />
      </ReferenceField>
      <Box>
        <ReferenceField source="plan_id" reference="plans" link={false} record={record}>
          <TextField source="name" sx={{ fontWeight: 700 }} />
        </ReferenceField>
      </Box>
    </Box>
  );
};

/** This month's lessons: the plan's of its allowance, then extras and make-ups apart (issue 34). */
const LessonsCell = ({ record }: { record: AdminStudent }) => {
  const counts = studentLessonCounts(record);
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {counts.plan}
      </Typography>
      {counts.addOn && (
        <Typography variant="caption" color="text.secondary" component="p">
          {counts.addOn}
        </Typography>
      )}
      {counts.others && (
        <Typography variant="caption" color="text.secondary" component="p">
          {counts.others}
        </Typography>
      )}
    </Box>
  );
};

const GAME_NAMES: Record<number, string> = { [GAME_IDS.APEX_LEGENDS]: 'APEX LEGENDS', [GAME_IDS.VALORANT]: 'VALORANT' };

const StudentTable = ({ staff }: { staff: boolean }) => (
  <DataTable<AdminStudent> rowClick={false} bulkActionButtons={false}>
    <DataTable.Col source="member" disableSort render={(record: AdminStudent) => <Member record={record} />} />
    <DataTable.Col source="plan_id" disableSort render={(record: AdminStudent) => <PlanCell record={record} staff={staff} />} />
    <DataTable.Col source="lessons_this_month" align="right" disableSort render={(record: AdminStudent) => <LessonsCell record={record} />} />
    {/* The period on two lines (start〜, then end): one line made the table 190 px wider than 1280 (issue 33). */}
    <DataTable.Col source="ends_at" render={(record: AdminStudent) => <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>{formatDate(record.starts_at)}〜<br />{formatDate(record.ends_at)}</Box>} />
    <DataTable.Col source="coach" disableSort render={(record: AdminStudent) => <CoachCell record={record} />} />
    {staff && (
      <DataTable.Col source="id" label=" " disableSort render={(record: AdminStudent) => (
        <RecordContextProvider value={record}>
          {/* Stacked when the row is narrow, so the actions never leave the screen. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
            <ChartLinkButton />
            <AssignCoachButton />
            <SuspensionButton member={record.member} />
          </Box>
        </RecordContextProvider>
      )} />
    )}
  </DataTable>
);

const StudentSimpleList = ({ staff }: { staff: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleList<AdminStudent>
      linkType={false}
      primaryText={(record) => record.member.name ?? record.member.email}
      secondaryText={(record) => `${translate('resources.students.fields.coach')}: ${record.coach?.name ?? translate('resources.students.unassigned')}`}
      tertiaryText={(record) => {
        const counts = studentLessonCounts(record);
        return [counts.plan, counts.others].filter(Boolean).join('・');
      }}
      rightIcon={() =>
        staff ? (
          <Box sx={{ display: 'grid', justifyItems: 'end' }}>
            <AssignCoachButton />
            <ChartLinkButton />
          </Box>
        ) : null
      }
      sx={{ '& .MuiListItemIcon-root': { minWidth: 0, ml: 1 } }}
    />
  );
};

/** The running subscriptions and who teaches them; support assigns coaches here. A coach sees their own students. */
export const StudentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const staff = useIsStaff();
  return (
    <List<AdminStudent> sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} filters={useFilters()} exporter={false} empty={false}>
      {staff && <AssignmentTabs />}
      {isSmall ? <StudentSimpleList staff={staff} /> : <StudentTable staff={staff} />}
    </List>
  );
};
