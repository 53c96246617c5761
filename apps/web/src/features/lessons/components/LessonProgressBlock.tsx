import type { LessonHistory, LessonProgress } from '@coaching/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Spec §2 /histories progress block: personal done/total; group done/total only when the group total is above 0. */
export function LessonProgressBlock({ progress }: { progress: LessonHistory['progress'] }) {
  return (
    <Box component="dl" aria-label="受講状況" sx={{ m: 0, display: 'grid', gridTemplateColumns: progress.group.total > 0 ? '1fr 1fr' : '1fr', gap: { xs: 1.25, sm: 2 } }}>
      <ProgressItem label="個人レッスン" progress={progress.personal} testId="progress-personal" />
      {progress.group.total > 0 && <ProgressItem label="グループレッスン" progress={progress.group} testId="progress-group" />}
    </Box>
  );
}

function ProgressItem({ label, progress, testId }: { label: string; progress: LessonProgress; testId: string }) {
  const value = progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
  return (
    <Box sx={{ p: { xs: 1.75, sm: 2.5 }, minWidth: 0, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography component="span" data-testid={testId} sx={{ display: 'block', fontWeight: 800, fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontVariantNumeric: 'tabular-nums' }}>
          {progress.done}
          <Box component="span" sx={{ fontSize: '1rem', color: 'text.secondary', mx: 0.5 }}>
            /
          </Box>
          {progress.total}
          <Box component="span" sx={{ fontSize: '0.875rem', fontWeight: 700, ml: 0.5 }}>
            回受講
          </Box>
        </Typography>
        {/* Inside the dd: a definition list holds only dt and dd in its groups. */}
        <LinearProgress variant="determinate" value={value} aria-label={`${label}の受講状況`} sx={{ mt: 1, height: 8, borderRadius: 999 }} />
      </Box>
    </Box>
  );
}
