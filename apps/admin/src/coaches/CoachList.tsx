import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { WEEKDAYS_JA, type AdminCoach } from '@coaching/contracts';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';
import { weeklyHoursSummary } from '../lessons/lessonModel';

const coachFilters = [<ResourceSearchInput key="q" source="q" alwaysOn />];

const ActiveChip = ({ record }: { record: AdminCoach }) => {
  const translate = useTranslate();
  return <Chip size="small" color={record.is_active ? 'success' : 'default'} variant="outlined" label={translate(record.is_active ? 'resources.coaches.active' : 'resources.coaches.inactive')} />;
};

const AccountChip = ({ record }: { record: AdminCoach }) => {
  const translate = useTranslate();
  return <Typography variant="body2" color={record.has_account ? 'text.primary' : 'text.secondary'}>{translate(record.has_account ? 'resources.coaches.account_yes' : 'resources.coaches.account_no')}</Typography>;
};

const Hours = ({ record }: { record: AdminCoach }) => {
  const translate = useTranslate();
  const summary = weeklyHoursSummary(record.weekly_hours, WEEKDAYS_JA);
  return (
    <Typography variant="body2" color={summary ? 'text.primary' : 'text.secondary'} sx={{ maxWidth: '28em' }}>
      {summary || translate('resources.coaches.no_hours')}
    </Typography>
  );
};

const CoachTable = () => (
  <DataTable<AdminCoach> rowClick="edit" bulkActionButtons={false}>
    <DataTable.Col
      source="name"
      render={(record: AdminCoach) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {record.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {record.code}
          </Typography>
        </Box>
      )}
    />
    <DataTable.Col source="is_active" render={(record: AdminCoach) => <ActiveChip record={record} />} />
    <DataTable.Col source="has_account" render={(record: AdminCoach) => <AccountChip record={record} />} />
    <DataTable.Col source="students" align="right" />
    <DataTable.Col source="weekly_hours" disableSort render={(record: AdminCoach) => <Hours record={record} />} />
  </DataTable>
);

export const CoachList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminCoach> sort={{ field: 'name', order: 'ASC' }} perPage={50} filters={coachFilters} exporter={false}>
      {isSmall ? (
        <SimpleList<AdminCoach> linkType="edit" primaryText={(record) => record.name} secondaryText={(record) => weeklyHoursSummary(record.weekly_hours, WEEKDAYS_JA)} tertiaryText={(record) => `${record.students}名`} />
      ) : (
        <CoachTable />
      )}
    </List>
  );
};
