import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { useNewsPage } from '../api/get-news';
import { NewsListBody } from './NewsListBody';

const LATEST = 3;

/** Spec §2 Mypage "latest news": the newest three, with loading, empty and error states and a link to all. */
export function LatestNewsSection() {
  const { data, error, mutate } = useNewsPage(1, LATEST);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="mypage-news-title" aria-busy={!data && !error} sx={memberCardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <CampaignOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
        <Typography id="mypage-news-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, flex: 1 }}>
          お知らせ
        </Typography>
        {data && data.meta.total > 0 && (
          <LinkButton href={memberPaths.newsList} size="small" endIcon={<ArrowForwardIcon />}>
            すべて見る
          </LinkButton>
        )}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <NewsListBody page={data} error={error} retry={() => void mutate()} rows={LATEST} />
      </Box>
    </Paper>
  );
}
