import Box from '@mui/material/Box';
import { newsWriteSchema } from '@coaching/contracts';
import { AutocompleteInput, DateTimeInput, ReferenceInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ClearButtons, DefaultEditorOptions, FormatButtons, ImageButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { FormSection } from '../catalogue/shared/FormSection';
import { ReadOnlyNotice } from '../catalogue/shared/ReadOnlyNotice';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { fromTokyoInput, toTokyoInput } from '../catalogue/shared/tokyoDateTime';
import { useCanEdit } from '../catalogue/shared/useCanEdit';
import { NewsPreviewButton } from './NewsPreviewButton';
import { ParagraphLevelSelect } from './ParagraphLevelSelect';

/** Only what members will see: no colours, highlights or alignment (the server's allow-list drops styles). */
const NewsToolbar = () => (
  <RichTextInputToolbar>
    <ParagraphLevelSelect />
    <FormatButtons />
    <ListButtons />
    <LinkButtons />
    <QuoteButtons />
    <ImageButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

/**
 * An operator's news item: title, body (rich text; the server keeps only an allow-list of HTML), the publish
 * time in Tokyo time (empty: a draft; a future time: published then) and the audience (every member or one
 * game's members). The preview shows the body as members will get it.
 */
export const NewsForm = ({ creating = false }: { creating?: boolean }) => {
  const canEdit = useCanEdit();
  const translate = useTranslate();
  // The editable area is the field a screen reader lands in: it is named 本文 (the library labels only its wrapper).
  const editorOptions = useMemo(() => ({ ...DefaultEditorOptions, editorProps: { attributes: { 'aria-label': translate('resources.news.fields.body') } } }), [translate]);
  return (
    <SimpleForm resolver={schemaResolver(newsWriteSchema)} toolbar={canEdit ? undefined : false} defaultValues={creating ? { published_at: null, game_id: null } : undefined} sx={{ maxWidth: 880 }}>
      <ReadOnlyNotice />
      <FormSection title="resources.news.sections.content">
        <TextInput source="title" fullWidth />
        <RichTextInput source="body" fullWidth helperText="resources.news.helpers.body" toolbar={<NewsToolbar />} editorOptions={editorOptions} sx={{ '& .ProseMirror': { minHeight: 240 } }} />
        <NewsPreviewButton />
      </FormSection>
      <FormSection title="resources.news.sections.publishing">
        <Box sx={row}>
          <DateTimeInput source="published_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.news.helpers.published_at" />
          <ReferenceInput source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }} perPage={100}>
            <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} helperText="resources.news.helpers.game_id" emptyText="resources.news.audience.all" />
          </ReferenceInput>
        </Box>
      </FormSection>
    </SimpleForm>
  );
};
