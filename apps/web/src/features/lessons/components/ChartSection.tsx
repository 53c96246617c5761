import { chartLinkOf, type CurrentUser } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';

/**
 * Spec §2 Mypage chart section: the chart support set for the current plan, framed, with a button that opens it.
 * The frame's address comes from the allow-listed link (chartLinkOf), never from HTML; without one, the section says
 * there is no chart yet.
 */
export function ChartSection({ me }: { me: CurrentUser }) {
  const titleId = useId();
  const plan = me.current_plan;
  const chart = plan?.embed ? chartLinkOf(plan.chart_url) : null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ ...memberCardSx }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Box aria-hidden sx={{ flex: 'none', width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.main' }}>
          <InsertChartOutlinedIcon />
        </Box>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
            チャート
          </Typography>
          <Typography variant="body2" color="text.secondary">
            担当コーチと一緒に更新する、あなた専用の成長チャートです。
          </Typography>
        </Box>
        {chart && (
          <Button variant="outlined" href={chart.openUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            チャートを開く
          </Button>
        )}
      </Box>
      {chart ? (
        <Box
          component="iframe"
          src={chart.embedUrl}
          title="チャート"
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
          data-testid="chart-embed"
          sx={{ display: 'block', mt: 2.5, width: '100%', height: { xs: 320, md: 440 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: brand.surface }}
        />
      ) : (
        <Typography sx={{ mt: 2.5, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: brand.surface, color: 'text.secondary' }}>
          チャートはまだありません。担当コーチが準備すると、ここに表示されます。
        </Typography>
      )}
    </Paper>
  );
}
