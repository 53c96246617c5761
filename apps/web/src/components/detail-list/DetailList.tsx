import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type DetailRow = readonly [label: string, value: ReactNode];

interface DetailListProps {
  rows: readonly DetailRow[];
  /** The label column: stacked above its value on a phone and 160 px beside it from sm up, unless given. */
  columns?: { xs: string; sm: string };
}

/** Labelled values as a description list (student information, where to transfer); an empty value shows a dash. */
export function DetailList({ rows, columns = { xs: '1fr', sm: '160px 1fr' } }: DetailListProps) {
  const stacked = columns.xs === '1fr';
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: columns, columnGap: 2, rowGap: { xs: stacked ? 0.25 : 0.75, sm: 1 } }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 700, fontSize: '0.875rem', mt: { xs: stacked ? 1 : 0, sm: 0 }, alignSelf: 'baseline' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', alignSelf: 'baseline' }}>
            {value || '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
