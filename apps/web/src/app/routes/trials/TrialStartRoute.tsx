import { TRIAL_GAMES } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths, paths, serverPaths } from '../../../config/paths';
import { isVerifiedMember, useCurrentUser } from '../../../features/auth/api/get-current-user';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { rememberTrialContext } from '../../../lib/context-cookies';

const DISCORD_BLURPLE = '#5865f2';

/**
 * The way into the free trial for a visitor who is not signed in (spec §2 /trials, §4): the game first, then
 * sign up or sign in with `from=trial&game_id=` kept (query and the half-day cookies). Discord is offered
 * first, since the trial needs a Discord login (spec §6); a Discord sign-in from here lands on the trial form.
 */
export function TrialStartRoute() {
  usePageTitle('無料体験のお申し込み');
  const { me } = useCurrentUser();
  const [params] = useSearchParams();
  const [gameId, setGameId] = useState<number | null>(() => TRIAL_GAMES.find((g) => String(g.id) === params.get('game_id'))?.id ?? null);
  if (isVerifiedMember(me)) return <Navigate to={`${memberPaths.trials}${gameId ? `?game_id=${gameId}` : ''}`} replace />;
  const query = gameId ? `?from=trial&game_id=${gameId}` : '';

  const withDiscord = () => {
    if (!gameId) return;
    rememberTrialContext({ from: 'trial', game_id: gameId });
    window.location.assign(serverPaths.discordLogin('login'));
  };

  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, bgcolor: '#f5f7fc', minHeight: '100%' }}>
      <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 }, borderColor: 'divider', boxShadow: '0 12px 40px rgba(20, 26, 46, 0.06)' }}>
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.75rem' }}>
          FREE TRIAL
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          無料体験レッスンのお申し込み
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {brand.name}のプロコーチと60分のマンツーマンレッスンを0円で。体験はDiscordのサーバーで行います。
        </Typography>

        <Typography component="h2" sx={{ fontWeight: 800, mt: 4, mb: 1 }} id="trial-start-game">
          1. ゲームを選ぶ
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={gameId}
          onChange={(_, value: number | null) => value !== null && setGameId(value)}
          aria-labelledby="trial-start-game"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, '& .MuiToggleButton-root': { border: '1px solid', borderColor: 'divider', borderRadius: '12px !important', py: 1.75, fontWeight: 800 } }}
        >
          {TRIAL_GAMES.map((game) => (
            <ToggleButton key={game.id} value={game.id}>
              {game.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        <Typography component="h2" sx={{ fontWeight: 800, mt: 4, mb: 1 }}>
          2. 会員登録・ログイン
        </Typography>
        <Button
          fullWidth
          size="large"
          variant="contained"
          disabled={!gameId}
          onClick={withDiscord}
          startIcon={<ForumOutlinedIcon />}
          sx={{ py: 1.5, bgcolor: DISCORD_BLURPLE, '&:hover': { bgcolor: '#4752c4' } }}
        >
          Discordで登録・ログイン
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          無料体験のお申し込みにはDiscordでのログインが必要です。
        </Typography>
        <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.8125rem' }}>または</Divider>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <LinkButton href={`${paths.register}${query}`} variant="outlined" disabled={!gameId}>
            メールアドレスで登録
          </LinkButton>
          <LinkButton href={`${paths.login}${query}`} variant="outlined" disabled={!gameId}>
            ログイン
          </LinkButton>
        </Box>
        {!gameId && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
            先にゲームを選んでください。
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
