import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One section of the member page: a titled card, its count beside the title, and its own empty state. */
export const SectionCard = ({ title, count, empty, children }: { title: string; count?: number; empty?: string | false; children?: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title} sx={{ borderRadius: 2 }}>
    <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {count !== undefined && <Chip size="small" label={count} sx={{ height: 20, fontWeight: 700 }} />}
      </Box>
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5, px: 2, bgcolor: 'action.hover', borderRadius: 1.5 }}>
          {empty}
        </Typography>
      ) : (
        children
      )}
    </CardContent>
  </Card>
);

/** Label and value pairs in a `<dl>`, two columns on wide screens. */
export const Facts = ({ items }: { items: Array<[string, ReactNode]> }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3 }}>
    {items.map(([label, value]) => (
      <Box key={label} sx={{ display: 'grid', gridTemplateColumns: '8em minmax(0, 1fr)', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value ?? '—'}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** A compact table that scrolls sideways on a phone instead of squeezing its columns. */
export const SmallTable = ({ label, head, rows }: { label: string; head: ReactNode[]; rows: ReactNode[][] }) => (
  <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((cell, i) => (
            <TableCell key={i} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
              {cell}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {row.map((cell, j) => (
              <TableCell key={j} sx={{ verticalAlign: 'top' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/** A status as a small chip: green for done, amber for waiting on someone, red for a problem. */
export const StatusChip = ({ label, tone = 'default' }: { label: string; tone?: 'success' | 'warning' | 'error' | 'default' | 'info' }) => (
  <Chip size="small" label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} sx={{ fontWeight: 700 }} />
);
