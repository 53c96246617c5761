import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '@coaching/web-theme';
import type { ContactInquiry } from '@coaching/contracts';
import { DataTable, List, SelectInput, SimpleList } from 'react-admin';
import { ContactEmpty } from './ContactEmpty';
import { ContactStatusField } from './ContactStatusField';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';

const statusChoices = [
  { id: 'new', name: 'resources.contacts.status.new' },
  { id: 'handled', name: 'resources.contacts.status.handled' },
];

const contactFilters = [
  <ResourceSearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    emptyText="resources.contacts.status.all"
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
];

/** One line of the message: the whole text is on the show page. */
const MessagePreview = ({ message }: { message: string }) => (
  <Box
    component="span"
    title={message}
    sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}
  >
    {message.replace(/\s+/g, ' ')}
  </Box>
);

// The message column takes whatever width is left and truncates there (width 100% + max-width 0),
// so the table never grows wider than the page. Japanese breaks between any two characters, so
// names get a minimum width rather than being squeezed to a column of single characters.
const messageCellSx = () => ({ width: '100%', maxWidth: 0 });
const noWrap = { whiteSpace: 'nowrap' } as const;

const ContactTable = () => (
  <DataTable<ContactInquiry> rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="created_at" render={record => formatDateTime(record.created_at)} sx={noWrap} />
    <DataTable.Col source="name" sx={{ minWidth: '8em' }} />
    <DataTable.Col source="email" sx={noWrap} />
    <DataTable.Col source="message" disableSort cellSx={messageCellSx} render={record => <MessagePreview message={record.message} />} />
    <DataTable.Col source="status" field={ContactStatusField} sx={noWrap} />
  </DataTable>
);

/** Phones get a list of cards instead of a table too wide to read. */
const ContactSimpleList = () => (
  <SimpleList<ContactInquiry>
    linkType="show"
    primaryText={record => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
        {record.name}
        <ContactStatusField />
      </Box>
    )}
    secondaryText={record => (
      <Box
        component="span"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {record.message}
      </Box>
    )}
    tertiaryText={record => formatDateTime(record.created_at)}
  />
);

export const ContactList = () => {
  const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  return (
    <List<ContactInquiry>
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      filters={contactFilters}
      exporter={false}
      // Both filters are always on and nothing is created here: no toolbar buttons to show.
      actions={false}
      empty={<ContactEmpty />}
    >
      {isSmall ? <ContactSimpleList /> : <ContactTable />}
    </List>
  );
};
