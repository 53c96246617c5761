import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import type { PageViewStat } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../providers/http';
import { summarizeVisits } from './visits';

const WINDOW_DAYS = 14;

/** Visits by day for the last two weeks and the most viewed pages, from the first-party collector. */
export const VisitsCard = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['page-view-stats', WINDOW_DAYS],
    queryFn: async () => (await httpClient(`${ADMIN_API_URL}/page-view-stats?days=${WINDOW_DAYS}`)).json.data as PageViewStat[],
  });
  const summary = data ? summarizeVisits(data, WINDOW_DAYS) : undefined;
  const peak = Math.max(1, ...(summary?.days.map((d) => d.views) ?? [1]));

  return (
    <Card sx={{ width: '100%', maxWidth: 640, borderTop: `4px solid ${brand.indigo}` }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <BarChartIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {translate('app.dashboard.visits', { days: WINDOW_DAYS })}
          </Typography>
        </Box>
        {isPending ? (
          <Skeleton variant="rectangular" height={140} sx={{ mt: 2 }} />
        ) : error || !summary ? (
          <Typography color="error" sx={{ mt: 1 }}>
            {translate('app.dashboard.visits_error')}
          </Typography>
        ) : (
          <>
            <Typography data-testid="visits-total" sx={{ mt: 1, fontSize: '2rem', fontWeight: 800 }}>
              {summary.total.toLocaleString('ja-JP')}
              <Box component="span" sx={{ fontSize: '1rem', fontWeight: 700, ml: 0.5 }}>
                PV
              </Box>
            </Typography>
            <Box role="img" aria-label={translate('app.dashboard.visits_chart')} sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, height: 120, mt: 1 }}>
              {summary.days.map((d) => (
                <Box key={d.day} title={`${d.day}: ${d.views}`} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', height: '100%', justifyContent: 'flex-end' }}>
                  <Box sx={{ width: '100%', height: `${(d.views / peak) * 100}%`, minHeight: d.views ? '4px' : '1px', bgcolor: d.views ? 'primary.main' : 'divider', borderRadius: 0.5 }} />
                  <Typography variant="caption" color="text.secondary" sx={{ fontSize: '0.625rem', mt: 0.5 }}>
                    {Number(d.day.slice(8))}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 700, mt: 2 }}>
              {translate('app.dashboard.top_pages')}
            </Typography>
            {summary.topPages.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('app.dashboard.no_visits')}
              </Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {summary.topPages.map((p) => (
                  <Typography component="li" variant="body2" key={p.path} sx={{ display: 'list-item' }}>
                    <Box component="code" sx={{ fontSize: '0.8125rem' }}>
                      {p.path}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                      {p.views.toLocaleString('ja-JP')} PV
                    </Box>
                  </Typography>
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
