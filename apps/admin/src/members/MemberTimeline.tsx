import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MemberTimelineEntry } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import { useTranslate } from 'react-admin';

const DOT = { member: 'primary.main', operator: 'secondary.main', system: 'grey.500', visitor: 'info.main', unknown: 'grey.400' } as const;

/** Every event about the member, newest first: the sentence, when (Asia/Tokyo) and who did it. */
export const MemberTimeline = ({ entries, more }: { entries: MemberTimelineEntry[]; more: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="ol" aria-label={translate('resources.members.sections.timeline')} sx={{ listStyle: 'none', m: 0, p: 0, ml: 1, borderLeft: 2, borderColor: 'divider' }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            data-testid="timeline-entry"
            sx={{ position: 'relative', pl: 2.5, pb: 2, '&::before': { content: '""', position: 'absolute', left: -7, top: 5, width: 12, height: 12, borderRadius: '50%', bgcolor: DOT[entry.actor.type] } }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {entry.summary}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDateTime(entry.at)} ・ {entry.actor.label}
            </Typography>
          </Box>
        ))}
      </Box>
      {more && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.members.timeline.more', { count: entries.length })}
        </Typography>
      )}
    </>
  );
};
