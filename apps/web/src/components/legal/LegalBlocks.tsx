import { brand } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalList, LegalParagraph, LegalTable } from '../../features/legal/types';

const bodySx = { lineHeight: 1.9, fontSize: { xs: '0.9375rem', md: '1rem' }, overflowWrap: 'anywhere' } as const;

/** (1), (2) … for ordered lists; a dot for bullets. */
export function LegalListView({ list }: { list: LegalList }) {
  return (
    <Box
      component={list.ordered ? 'ol' : 'ul'}
      sx={{
        m: 0,
        mt: 1,
        pl: list.ordered ? 0 : 3,
        listStyle: list.ordered ? 'none' : 'disc',
        counterReset: list.ordered ? 'legal-item' : undefined,
        '& > li': { ...bodySx, mt: 0.5 },
        ...(list.ordered && {
          '& > li': {
            ...bodySx,
            mt: 0.5,
            pl: '2.75em',
            position: 'relative',
            counterIncrement: 'legal-item',
            '&::before': { content: '"(" counter(legal-item) ")"', position: 'absolute', left: 0, width: '2.5em' },
          },
        }),
      }}
    >
      {list.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/** A small table in its own horizontally scrollable, keyboard-focusable box. */
export function LegalTableView({ table }: { table: LegalTable }) {
  return (
    <Box
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      sx={{ mt: 1.5, bgcolor: 'background.paper', overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          minWidth: 300,
          borderCollapse: 'collapse',
          fontSize: '0.9375rem',
          '& th, & td': { px: 1.5, py: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider', lineHeight: 1.6 },
          '& thead th': { bgcolor: brand.surface, fontWeight: 700, whiteSpace: 'nowrap' },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
          '& tbody th': { fontWeight: 500 },
        }}
      >
        <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', px: 1.5, pt: 1, fontWeight: 700, fontSize: '0.875rem' }}>
          {table.caption}
        </Box>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** The text of one paragraph with its optional list and table. */
export function LegalParagraphBody({ paragraph }: { paragraph: LegalParagraph }) {
  if (typeof paragraph === 'string') return <Typography sx={bodySx}>{paragraph}</Typography>;
  return (
    <>
      <Typography sx={bodySx}>{paragraph.text}</Typography>
      {paragraph.list && <LegalListView list={paragraph.list} />}
      {paragraph.table && <LegalTableView table={paragraph.table} />}
    </>
  );
}

/** One paragraph alone, or numbered paragraphs (1, 2 …) when an article has several. */
export function LegalParagraphs({ paragraphs }: { paragraphs: readonly LegalParagraph[] }) {
  if (paragraphs.length === 1) return <LegalParagraphBody paragraph={paragraphs[0]} />;
  return (
    <Box
      component="ol"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        counterReset: 'legal-paragraph',
        '& > li': { position: 'relative', pl: '1.75em', counterIncrement: 'legal-paragraph', '& + li': { mt: 1.25 } },
        '& > li::before': { content: 'counter(legal-paragraph)', position: 'absolute', left: 0, ...bodySx, fontWeight: 700 },
      }}
    >
      {paragraphs.map((p, i) => (
        <li key={i}>
          <LegalParagraphBody paragraph={p} />
        </li>
      ))}
    </Box>
  );
}
