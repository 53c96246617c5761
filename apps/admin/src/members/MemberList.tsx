import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminMemberRow } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';
import type { ReactNode } from 'react';
import { DataTable, List, SimpleList, useListContext, useTranslate } from 'react-admin';
import { ResourceEmpty } from '../layout/ResourceEmpty';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';

const filters = [<ResourceSearchInput key="q" source="q" alwaysOn />];

/** Name above kana; a member who gave no name yet reads as such. */
const NameCell = ({ record }: { record: AdminMemberRow }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: '8em' }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {record.name ?? translate('resources.members.no_name')}
        <GuardianChip record={record} />
      </Typography>
      {record.kana && (
        <Typography variant="caption" color="text.secondary">
          {record.kana}
        </Typography>
      )}
    </Box>
  );
};

/** A guardian's account (issue 31): not a student, so support reads it at a glance. */
const GuardianChip = ({ record }: { record: AdminMemberRow }) => {
  const translate = useTranslate();
  return record.account_kind === 'guardian' ? <Chip size="small" color="info" variant="outlined" label={translate('resources.members.guardian_badge')} sx={{ ml: 1 }} /> : null;
};

const VerifiedChip = ({ record }: { record: AdminMemberRow }) => {
  const translate = useTranslate();
  return record.email_verified ? null : <Chip size="small" color="warning" variant="outlined" label={translate('resources.members.unverified')} sx={{ ml: 1 }} />;
};

const MemberTable = () => (
  <DataTable<AdminMemberRow> rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="name" disableSort render={(record: AdminMemberRow) => <NameCell record={record} />} />
    <DataTable.Col
      source="email"
      disableSort
      render={(record: AdminMemberRow) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {record.email}
          <VerifiedChip record={record} />
        </Box>
      )}
    />
    <DataTable.Col source="phone_number" disableSort render={(record: AdminMemberRow) => record.phone_number ?? '—'} sx={{ whiteSpace: 'nowrap' }} />
    <DataTable.Col source="discord_username" disableSort render={(record: AdminMemberRow) => record.discord_username ?? '—'} />
    <DataTable.Col source="created_at" render={(record: AdminMemberRow) => formatDate(record.created_at)} sx={{ whiteSpace: 'nowrap' }} />
  </DataTable>
);

const MemberSimpleList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<AdminMemberRow>
      linkType="show"
      primaryText={(record) => (
        <>
          {record.name ?? translate('resources.members.no_name')}
          <GuardianChip record={record} />
        </>
      )}
      secondaryText={(record) => [record.kana, record.email].filter(Boolean).join(' ・ ')}
      tertiaryText={(record) => formatDate(record.created_at)}
    />
  );
};

/** Before anything is typed: what can be searched, instead of an empty table. */
const SearchFirst = ({ children }: { children: ReactNode }) => {
  const { filterValues } = useListContext();
  if (!String(filterValues.q ?? '').trim()) return <ResourceEmpty resource="members" icon={<PersonSearchIcon />} />;
  return <>{children}</>;
};

/**
 * Support's member search: the server matches name, kana, e-mail, phone, Discord name and application numbers
 * (order and camp references). Nothing is listed before something is typed.
 */
export const MemberList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} empty={false} actions={false}>
      <SearchFirst>{phone ? <MemberSimpleList /> : <MemberTable />}</SearchFirst>
    </List>
  );
};
