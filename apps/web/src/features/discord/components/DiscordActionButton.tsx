import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import { serverPaths } from '../../../config/paths';

export const DISCORD_BLURPLE = '#5865f2';

/**
 * Spec §2 /discord: 'disconnect' for a session signed in through Discord (it asks first, then POSTs),
 * else 'connect' — a plain anchor to the API's OAuth2 start: a full page load, never router navigation.
 */
export function DiscordActionButton({ canDisconnect, onDisconnect, fullWidthOnPhone = true }: { canDisconnect: boolean; onDisconnect?: () => void; fullWidthOnPhone?: boolean }) {
  const width = fullWidthOnPhone ? { xs: '100%', sm: 'auto' } : undefined;
  if (canDisconnect) {
    return (
      <Button onClick={onDisconnect} variant="outlined" color="error" size="large" startIcon={<LinkOffOutlinedIcon />} sx={{ py: 1.25, width }}>
        Discord連携を解除する
      </Button>
    );
  }
  return (
    <Button
      href={serverPaths.discordLogin('sns')}
      variant="contained"
      size="large"
      startIcon={<ForumOutlinedIcon />}
      sx={{ py: 1.25, width, bgcolor: DISCORD_BLURPLE, '&:hover': { bgcolor: '#4752c4' } }}
    >
      Discordと連携する
    </Button>
  );
}
