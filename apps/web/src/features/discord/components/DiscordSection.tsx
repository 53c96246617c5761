import type { CurrentUser } from '@coaching/contracts';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { DISCORD_BLURPLE, DiscordActionButton } from './DiscordActionButton';
import { discordCopy } from '../model/discord-copy';
import { DiscordStatus } from './DiscordStatus';

export const DISCORD_SECTION_ID = 'discord';

/**
 * Spec §2 Mypage "Discord connection section": Discord login is needed for a free trial, with a button
 * to /login/discord?from=sns. That is said to a member who can still book a trial; a paying member, or one
 * with no trial left, reads what Discord is for at the school, with the course's community server when its
 * game has one (issue 29, model/discord-copy.ts). With `focus` (the page's `discord` query) it is scrolled to
 * and focused.
 */
export function DiscordSection({ me, focus }: { me: CurrentUser; focus: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const linked = me.discord !== null;
  const copy = discordCopy(me);

  useEffect(() => {
    if (!focus) return;
    // After the route change has scrolled to the top (its effect runs after this page's).
    const frame = requestAnimationFrame(() => {
      ref.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  return (
    <Paper
      ref={ref}
      id={DISCORD_SECTION_ID}
      tabIndex={-1}
      component="section"
      variant="outlined"
      aria-labelledby="mypage-discord-title"
      sx={{
        ...memberCardSx,
        outline: 'none',
        borderLeft: `4px solid ${DISCORD_BLURPLE}`,
        '&:focus-visible, &:focus': { boxShadow: `0 0 0 3px rgba(88, 101, 242, 0.35)` },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 2, sm: 3 }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ForumOutlinedIcon aria-hidden sx={{ color: DISCORD_BLURPLE }} />
            <Typography id="mypage-discord-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
              Discord連携
            </Typography>
          </Box>
          {linked ? (
            <Box sx={{ mt: 1.5 }}>
              <DiscordStatus linked username={me.discord?.provider_username ?? null} />
            </Box>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {copy.reason}
            </Typography>
          )}
          {copy.community && (
            <Link
              href={copy.community.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ mt: 1.5, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {copy.community.game}のコミュニティサーバーを開く
              <OpenInNewIcon aria-hidden sx={{ fontSize: '1rem' }} />
              <Box component="span" sx={visuallyHidden}>
                （新しいタブで開きます）
              </Box>
            </Link>
          )}
        </Box>
        {!me.is_discord_login && <DiscordActionButton canDisconnect={false} />}
      </Box>
    </Paper>
  );
}
