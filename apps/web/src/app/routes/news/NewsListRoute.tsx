import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/layout/Breadcrumbs';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useNewsPage } from '../../../features/news/api/get-news';
import { NewsListBody } from '../../../features/news/components/NewsListBody';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Every news item the member may read, newest first, ten a page (`?page=`). */
export function NewsListRoute() {
  usePageTitle('お知らせ');
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const { data, error, mutate } = useNewsPage(page);

  return (
    <Box sx={{ maxWidth: 960, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 } }}>
      <Breadcrumbs trail={[{ label: 'お知らせ' }]} />
      <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.75rem' }}>
        NEWS
      </Typography>
      <Typography variant="h1" sx={{ mt: 0.5, mb: { xs: 2.5, md: 3.5 }, fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
        お知らせ
      </Typography>
      <Paper variant="outlined" aria-busy={!data && !error} sx={memberCardSx}>
        <NewsListBody page={data} error={error} retry={() => void mutate()} rows={5} />
      </Paper>
      {data && data.meta.last_page > 1 && (
        <Pagination
          page={data.meta.current_page}
          count={data.meta.last_page}
          onChange={(_event, next) => setParams(next === 1 ? {} : { page: String(next) })}
          getItemAriaLabel={(type, value) => (type === 'page' ? `${value}ページ目` : type === 'next' ? '次のページ' : type === 'previous' ? '前のページ' : '')}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
