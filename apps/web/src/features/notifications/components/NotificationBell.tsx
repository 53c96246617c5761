import { NotificationTitles, type MemberNotification } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadFailed } from '../../payments/components/LoadFailed';
import { markNotificationsRead, useNotifications } from '../api/notifications';
import { bellLabel, readMark, unreadCount } from '../model/read-state';

const POPOVER_ID = 'member-notifications';

const iconOf = (kind: MemberNotification['kind']) =>
  kind === 'news' ? <CampaignOutlinedIcon /> : kind.startsWith('payment') ? <PaymentsOutlinedIcon /> : <EventNoteOutlinedIcon />;

/**
 * The member header's bell: what happened to the member (payment results, lessons scheduled or cancelled)
 * and new news, newest first. The badge and each item's 未読 come from the same server answer
 * (model/read-state.ts): opening the bell marks what it shows read on the server, and its answer replaces the
 * list everywhere it is read (one SWR key), so the badge and the items change together and a reload agrees.
 */
export function NotificationBell() {
  const { data, error, mutate } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = unreadCount(data);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    const until = readMark(data);
    // Until the server answers, the badge and the items both still say unread; if it fails, they still agree.
    if (until) mutate(markNotificationsRead(until), { populateCache: true, revalidate: false }).catch(() => void mutate());
  };
  const items = data?.data;

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? POPOVER_ID : undefined}
        onClick={(event) => open(event.currentTarget)}
        color="inherit"
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: POPOVER_ID, role: 'dialog', 'aria-label': '通知', sx: { width: 360, maxWidth: 'calc(100vw - 24px)', maxHeight: 480, borderRadius: 3 } } }}
      >
        <Typography component="h2" sx={{ px: 2.5, pt: 2, pb: 1, fontWeight: 800 }}>
          通知
        </Typography>
        {error && !data ? (
          <Box sx={{ px: 2, pb: 2 }}>
            <LoadFailed message={NotificationTitles.loadFailed} onRetry={() => void mutate()} />
          </Box>
        ) : !items ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="通知を読み込み中" />
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2.5, pb: 2.5 }}>
            {NotificationTitles.none}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
            {items.map((item) => (
              <Box component="li" key={item.id}>
                <Box
                  component={item.link ? RouterLink : 'div'}
                  to={item.link ?? undefined}
                  onClick={() => setAnchor(null)}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    px: 2.5,
                    py: 1.25,
                    color: 'text.primary',
                    textDecoration: 'none',
                    bgcolor: item.unread ? 'rgba(52, 81, 209, 0.06)' : 'transparent',
                    '&:hover': item.link ? { bgcolor: 'action.hover' } : {},
                  }}
                >
                  <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
                    {iconOf(item.kind)}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: item.unread ? 800 : 500, overflowWrap: 'anywhere' }}>
                      {item.unread && (
                        <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
                          未読
                        </Box>
                      )}
                      {item.title}
                    </Typography>
                    <Typography component="time" dateTime={item.created_at} variant="caption" color="text.secondary">
                      {formatDateTime(item.created_at)}
                    </Typography>
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Popover>
    </>
  );
}
