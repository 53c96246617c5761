import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import { serverPaths } from '../../../config/paths';

export const DISCORD_BLURPLE = '#5865f2';

/**
 * Link or unlink Discord (spec §2 /discord). The API serves both addresses, so these are plain anchors:
 * a full page load, never router navigation.
 */
export function DiscordActionButton({ linked, fullWidthOnPhone = true }: { linked: boolean; fullWidthOnPhone?: boolean }) {
  const width = fullWidthOnPhone ? { xs: '100%', sm: 'auto' } : undefined;
  if (linked) {
    return (
      <Button href={serverPaths.discordDisconnect} variant="outlined" color="error" size="large" startIcon={<LinkOffOutlinedIcon />} sx={{ py: 1.25, width }}>
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
