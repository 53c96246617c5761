import CampIcon from '@mui/icons-material/FestivalOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminCampEvent } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';
import { CreateButton, DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { useCanEdit } from '../catalogue/shared/useCanEdit';
import { ResourceEmpty } from '../layout/ResourceEmpty';

const noWrap = { whiteSpace: 'nowrap' } as const;

/** The venue's participant list as CSV (the browser downloads it with the operator's session cookie). */
export const ParticipantsCsvButton = ({ record, compact = false }: { record: AdminCampEvent; compact?: boolean }) => {
  const translate = useTranslate();
  const label = translate('resources.camp-events.actions.participants_csv');
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={`/admin-api/camp-events/${record.id}/participants.csv`}
      download={`camp-${record.id}-participants.csv`}
      onClick={(event) => event.stopPropagation()}
      aria-label={label}
      title={label}
      sx={noWrap}
    >
      {compact ? 'CSV' : label}
    </Button>
  );
};

const Actions = () => {
  const canEdit = useCanEdit();
  return <TopToolbar>{canEdit && <CreateButton />}</TopToolbar>;
};

const seats = (record: AdminCampEvent) => `${record.seats_taken} / ${record.capacity}名`;

export const CampEventList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminCampEvent> sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} actions={<Actions />} exporter={false} empty={<ResourceEmpty resource="camp-events" icon={<CampIcon />} />}>
      {isSmall ? (
        <SimpleList<AdminCampEvent>
          linkType="edit"
          primaryText={(record) => record.name}
          secondaryText={(record) => `${formatDateTime(record.starts_at)} ・ ${record.venue}`}
          tertiaryText={(record) => `${seats(record)} ・ ${formatYen(record.price)}`}
        />
      ) : (
        <DataTable<AdminCampEvent> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="starts_at" render={(record) => formatDateTime(record.starts_at)} sx={noWrap} />
          <DataTable.Col source="name" sx={{ minWidth: '12em' }} />
          <DataTable.Col source="venue" disableSort sx={{ minWidth: '10em', maxWidth: '16em' }} />
          <DataTable.Col source="seats_taken" disableSort align="right" render={seats} sx={noWrap} />
          <DataTable.Col source="price" disableSort align="right" render={(record) => formatYen(record.price)} sx={noWrap} />
          <DataTable.Col source="application_ends_at" render={(record) => formatDateTime(record.application_ends_at)} sx={noWrap} />
          <DataTable.Col label="resources.camp-events.fields.participants" disableSort render={(record: AdminCampEvent) => <ParticipantsCsvButton record={record} compact />} />
        </DataTable>
      )}
    </List>
  );
};
