import Chip from '@mui/material/Chip';
import type { AdminNews } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import { CreateButton, DataTable, List, ReferenceField, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useCanEdit } from '../catalogue/shared/useCanEdit';
import { usePhone } from '../catalogue/shared/usePhone';

export const newsStatusChoices = [
  { id: 'published', name: 'resources.news.status.published' },
  { id: 'scheduled', name: 'resources.news.status.scheduled' },
  { id: 'draft', name: 'resources.news.status.draft' },
];

const newsFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={newsStatusChoices} alwaysOn sx={{ minWidth: 160 }} />];

const NewsListActions = () => <TopToolbar>{useCanEdit() && <CreateButton />}</TopToolbar>;

const StatusChip = () => {
  const record = useRecordContext<AdminNews>();
  const translate = useTranslate();
  if (!record) return null;
  const color = record.status === 'published' ? 'success' : record.status === 'scheduled' ? 'info' : 'default';
  return <Chip size="small" color={color} variant={record.status === 'draft' ? 'filled' : 'outlined'} label={translate(`resources.news.status.${record.status}`)} />;
};

const noWrap = { whiteSpace: 'nowrap' } as const;

export const NewsList = () => {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <List<AdminNews> sort={{ field: 'published_at', order: 'DESC' }} perPage={25} filters={newsFilters} actions={<NewsListActions />} exporter={false}>
      {phone ? (
        // On a phone one line per item opening its editor: the table ran 182 px past 375 px (issue 33).
        <SimpleList<AdminNews>
          linkType="edit"
          primaryText={(record) => record.title}
          secondaryText={(record) => (record.published_at ? formatDateTime(record.published_at) : translate('resources.news.status.draft'))}
          tertiaryText={(record) => translate(`resources.news.status.${record.status}`)}
        />
      ) : (
        <DataTable<AdminNews> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" sx={{ minWidth: '14em' }} />
          <DataTable.Col source="published_at" render={(record) => (record.published_at ? formatDateTime(record.published_at) : '—')} sx={noWrap} />
          <DataTable.Col source="game_id" sx={noWrap}>
            <ReferenceField source="game_id" reference="games" link={false} emptyText={translate('resources.news.audience.all')} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort field={StatusChip} />
        </DataTable>
      )}
    </List>
  );
};
