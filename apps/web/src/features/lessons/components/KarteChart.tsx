import type { KarteEntry } from '@coaching/contracts';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { karteSeries, karteSkills } from '../model/lesson-texts';

const COLORS = ['#3451d1', '#d6284a', '#15744b', '#b26a00'];

/** The karte's four ratings (1 to 5) over the member's lessons, oldest first. Loaded on demand (the chart library is large). */
export default function KarteChart({ entries }: { entries: readonly KarteEntry[] }) {
  const points = karteSeries(entries);
  return (
    <Box role="img" aria-label={`コーチの評価の推移（${points.length}回分）`} sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={260}
        margin={{ left: 0, right: 16, top: 16, bottom: 4 }}
        xAxis={[{ scaleType: 'point', data: points.map((p) => p.label), height: 28 }]}
        yAxis={[{ min: 1, max: 5, tickNumber: 5, width: 28, valueFormatter: (v: number) => (Number.isInteger(v) ? String(v) : '') }]}
        series={karteSkills.map(({ skill, label }, index) => ({
          id: skill,
          label,
          data: points.map((p) => p.ratings[skill]),
          color: COLORS[index],
          curve: 'linear' as const,
          showMark: true,
        }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
