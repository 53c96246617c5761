import { SearchInput, useResourceContext, useTranslate } from 'react-admin';

/**
 * The list's always-on search box, saying what it searches: its placeholder is
 * `resources.<resource>.filters.q_placeholder`, its accessible name `resources.<resource>.fields.q`.
 */
export const ResourceSearchInput = (props: { source: string; alwaysOn?: boolean }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      placeholder={translate(`resources.${resource}.filters.q_placeholder`)}
      slotProps={{ htmlInput: { 'aria-label': translate(`resources.${resource}.fields.q`) } }}
      sx={{ minWidth: { sm: 300 } }}
    />
  );
};
