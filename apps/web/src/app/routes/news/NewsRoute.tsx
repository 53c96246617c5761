import { NewsMessages } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/layout/Breadcrumbs';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { useNewsItem } from '../../../features/news/api/get-news';
import { NewsBody } from '../../../features/news/components/NewsBody';
import { LoadFailed } from '../../../features/payments/components/LoadFailed';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { ApiError } from '../../../lib/http';

/** Spec §2 /news/{id}: title, date (Asia/Tokyo) and HTML body; if it is not published, the unpublished message (§8). */
export function NewsRoute() {
  const { id } = useParams();
  const { data, error, mutate } = useNewsItem(id);
  const unpublished = error instanceof ApiError && error.status === 404;
  usePageTitle(data?.title ?? 'お知らせ');

  return (
    <Box sx={{ maxWidth: 960, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 } }}>
      <Breadcrumbs trail={data ? [{ label: 'お知らせ', href: memberPaths.newsList }, { label: data.title }] : [{ label: 'お知らせ', href: memberPaths.newsList }]} />
      {unpublished ? (
        <Paper variant="outlined" role="status" sx={{ ...memberCardSx, textAlign: 'center' }}>
          <VisibilityOffOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography variant="h1" sx={{ mt: 1.5, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
            {NewsMessages.unpublished}
          </Typography>
          <LinkButton href={memberPaths.newsList} startIcon={<ArrowBackIcon />} sx={{ mt: 2.5 }}>
            お知らせ一覧へ
          </LinkButton>
        </Paper>
      ) : error ? (
        <LoadFailed message={NewsMessages.loadFailed} onRetry={() => void mutate()} />
      ) : !data ? (
        <Paper variant="outlined" aria-busy sx={memberCardSx}>
          <Box component="span" sx={visuallyHidden}>
            お知らせを読み込み中
          </Box>
          <Skeleton variant="text" sx={{ width: 120 }} />
          <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: '70%' }} />
          <Skeleton variant="rounded" sx={{ mt: 2, height: 160 }} />
        </Paper>
      ) : (
        <Paper component="article" variant="outlined" aria-labelledby="news-title" sx={memberCardSx}>
          <Typography component="time" dateTime={data.published_at} variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(data.published_at)}
          </Typography>
          <Typography id="news-title" variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.375rem', md: '1.75rem' }, overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <Box sx={{ mt: 2.5, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
            <NewsBody html={data.body} />
          </Box>
          <LinkButton href={memberPaths.newsList} startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
            お知らせ一覧へ
          </LinkButton>
        </Paper>
      )}
    </Box>
  );
}
