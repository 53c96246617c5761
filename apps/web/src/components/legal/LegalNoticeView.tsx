import { brand } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import type { LegalNotice } from '../../features/legal/types';
import { LegalParagraphBody } from './LegalBlocks';
import { LegalPageShell } from './LegalPageShell';

/**
 * A notice under the Act on Specified Commercial Transactions as a definition list:
 * label beside content from 600px, stacked above it on phones.
 */
export function LegalNoticeView({ notice }: { notice: LegalNotice }) {
  return (
    <LegalPageShell title={notice.title} eyebrow={notice.eyebrow} lead={notice.lead} dates={notice.dates}>
      <Box component="dl" sx={{ m: 0, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        {notice.rows.map((row) => (
          <Box
            key={row.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              '& + div': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Box component="dt" sx={{ m: 0, px: 2, py: { xs: 1.25, sm: 2 }, bgcolor: brand.surface, fontWeight: 700, lineHeight: 1.7 }}>
              {row.label}
            </Box>
            <Box component="dd" sx={{ m: 0, px: 2, py: { xs: 1.5, sm: 2 }, minWidth: 0, '& > p + p': { mt: 1 }, '& > ul + p, & > ol + p, & > [role=region] + p': { mt: 2 } }}>
              {row.content.map((p, i) => (
                <LegalParagraphBody key={i} paragraph={p} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </LegalPageShell>
  );
}
