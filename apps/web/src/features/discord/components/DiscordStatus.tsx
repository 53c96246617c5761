import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** 'Discord連携済み：username', or a quiet 'not linked yet'. */
export function DiscordStatus({ username, linked }: { username: string | null; linked: boolean }) {
  if (!linked && !username) {
    return (
      <Typography component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
        Discordとはまだ連携していません
      </Typography>
    );
  }
  return (
    <Box component="p" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'success.dark', overflowWrap: 'anywhere' }}>
      <CheckCircleRoundedIcon aria-hidden sx={{ fontSize: 22 }} />
      <span>
        Discord連携済み{username ? '：' : ''}
        {username && (
          <Box component="span" sx={{ color: 'text.primary' }}>
            {username}
          </Box>
        )}
      </span>
    </Box>
  );
}
