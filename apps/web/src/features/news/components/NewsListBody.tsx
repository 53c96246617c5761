import { NewsMessages, type NewsPage } from '@coaching/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { LoadFailed } from '../../payments/components/LoadFailed';
import { NewsList } from './NewsList';

/** A page of news in its four states: failed (with a retry), loading (`rows` placeholder lines), none, the list. */
export function NewsListBody({ page, error, retry, rows }: { page: NewsPage | undefined; error: unknown; retry: () => void; rows: number }) {
  if (error && !page) return <LoadFailed message={NewsMessages.loadFailed} onRetry={retry} />;
  if (!page) {
    return (
      <Box>
        <Box component="span" sx={visuallyHidden}>
          お知らせを読み込み中
        </Box>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="text" sx={{ fontSize: '1.25rem', my: 1 }} />
        ))}
      </Box>
    );
  }
  if (page.data.length === 0) return <Typography color="text.secondary">{NewsMessages.none}</Typography>;
  return <NewsList items={page.data} />;
}
