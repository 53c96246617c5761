import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import { serverPaths } from '../../../config/paths';

const DISCORD_BLURPLE = '#5865f2';

/**
 * Sign-in or sign-up through the Discord community (spec §2 /login, /regist). The API serves
 * /login/discord, so this is a plain anchor: a full page load, never router navigation.
 */
export function DiscordButton({ children }: { children: string }) {
  return (
    <Button
      href={serverPaths.discordLogin('login')}
      variant="contained"
      size="large"
      fullWidth
      startIcon={<ForumOutlinedIcon />}
      sx={{ py: 1.5, bgcolor: DISCORD_BLURPLE, '&:hover': { bgcolor: '#4752c4' } }}
    >
      {children}
    </Button>
  );
}
