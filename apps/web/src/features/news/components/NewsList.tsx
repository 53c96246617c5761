import type { NewsSummary } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { memberHref } from '../../../config/paths';

/** News titles with their date (Asia/Tokyo), each linking to `/news/{id}`. */
export function NewsList({ items }: { items: readonly NewsSummary[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
          <Box
            component={RouterLink}
            to={memberHref.news(item.id)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 1, sm: 2 },
              py: 1.75,
              color: 'text.primary',
              textDecoration: 'none',
              borderRadius: 1,
              '&:hover .news-title, &:focus-visible .news-title': { color: 'primary.main', textDecoration: 'underline' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.25, sm: 2 } }}>
              <Typography component="time" dateTime={item.published_at} variant="body2" color="text.secondary" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', minWidth: { sm: 96 } }}>
                {formatDate(item.published_at)}
              </Typography>
              <Typography className="news-title" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
            </Box>
            <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
