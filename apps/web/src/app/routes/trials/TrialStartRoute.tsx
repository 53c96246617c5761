import { TRIAL_GAMES, TrialFunnelMessages } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths, paths, serverPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useArrivalNotice } from '../../../features/auth/useArrivalNotice';
import { trialGameOf, trialWayIn } from '../../../features/trials/model/trial-way-in';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { rememberTrialContext } from '../../../lib/context-cookies';

const DISCORD_BLURPLE = '#5865f2';
const discordButtonSx = { py: 1.5, bgcolor: DISCORD_BLURPLE, '&:hover': { bgcolor: '#4752c4' } } as const;

/**
 * The public start of the free trial (spec §2 /trials, §4; issue 30), linked straight from the landing page. A visitor
 * chooses the game, then signs up or signs in with `from=trial&game_id=` kept (query and the half-day cookies; the
 * server keeps it with the account too). A member in the middle of the way in lands back here after each step (the
 * verification link, the Discord connection): the steps done are ticked, the one left is offered, and once all are
 * done 「続けて無料体験を予約する」 leads to the booking. A member who may book and arrives for no step goes straight on.
 */
export function TrialStartRoute() {
  usePageTitle('無料体験のお申し込み');
  useArrivalNotice();
  const { me } = useCurrentUser();
  const [params] = useSearchParams();
  const [gameId, setGameId] = useState<number | null>(() => trialGameOf(params.get('game_id')) ?? trialGameOf(me?.trial_intent?.game_id));
  const chosen = gameId ?? trialGameOf(me?.trial_intent?.game_id);
  const way = trialWayIn(me);
  const arrivedFromStep = params.has('verified') || params.has('linked');
  const booking = `${memberPaths.trials}${chosen ? `?game_id=${chosen}` : ''}`;
  if (way.kind === 'closed') return <Navigate to={memberPaths.mypage} replace />;
  if (way.kind === 'ready' && !arrivedFromStep) return <Navigate to={booking} replace />;
  const query = chosen ? `?from=trial&game_id=${chosen}` : '';

  /** Discord: a visitor signs up or in with it; a member connects it (both come back to the trial of this game). */
  const withDiscord = (purpose: 'login' | 'sns') => {
    if (!chosen) return;
    rememberTrialContext({ from: 'trial', game_id: chosen });
    window.location.assign(serverPaths.discordLogin(purpose));
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
          value={chosen}
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
        {way.kind === 'visitor' ? (
          <>
            <Button fullWidth size="large" variant="contained" disabled={!chosen} onClick={() => withDiscord('login')} startIcon={<ForumOutlinedIcon />} sx={discordButtonSx}>
              Discordで登録・ログイン
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              無料体験のお申し込みにはDiscordでのログインが必要です。
            </Typography>
            <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.8125rem' }}>または</Divider>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
              <LinkButton href={`${paths.register}${query}`} variant="outlined" disabled={!chosen}>
                メールアドレスで登録
              </LinkButton>
              <LinkButton href={`${paths.login}${query}`} variant="outlined" disabled={!chosen}>
                ログイン
              </LinkButton>
            </Box>
          </>
        ) : (
          <Box component="ol" aria-label="お申し込みの手順" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            <Step done label="会員登録" detail={me?.email} />
            <Step done={way.kind !== 'verify-email'} label="メールアドレスの認証">
              {way.kind === 'verify-email' && (
                <Typography variant="body2" color="text.secondary">
                  {way.email} にお送りした認証メールのリンクを開いてください。別の端末やブラウザで開いても、続きから予約できます。
                </Typography>
              )}
            </Step>
            <Step done={way.kind === 'ready'} label="Discord連携">
              {way.kind === 'connect-discord' && (
                <>
                  <Typography variant="body2" color="text.secondary">
                    無料体験はDiscordのサーバーで行います。Discordと連携すると、この画面に戻って予約を続けられます。
                  </Typography>
                  <Button fullWidth size="large" variant="contained" disabled={!chosen} onClick={() => withDiscord('sns')} startIcon={<ForumOutlinedIcon />} sx={{ ...discordButtonSx, mt: 1.5 }}>
                    Discordと連携する
                  </Button>
                </>
              )}
            </Step>
          </Box>
        )}
        {way.kind === 'ready' && (
          <LinkButton href={booking} fullWidth size="large" variant="contained" disabled={!chosen} endIcon={<ArrowForwardIcon />} sx={{ mt: 3, py: 1.5 }}>
            {TrialFunnelMessages.continueBooking}
          </LinkButton>
        )}
        {!chosen && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} role="status">
            先にゲームを選んでください。
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

/** One step of the way in: ticked when done, with what is left to do under it. */
function Step({ done, label, detail, children }: { done: boolean; label: string; detail?: string; children?: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.25, alignItems: 'start' }}>
      {done ? <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: '1px' }} /> : <RadioButtonUncheckedIcon aria-hidden sx={{ color: 'text.disabled', mt: '1px' }} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800 }}>
          {label}
          <Box component="span" sx={{ ml: 1, fontSize: '0.8125rem', fontWeight: 700, color: done ? 'success.dark' : 'text.secondary' }}>
            {done ? '完了' : '未完了'}
          </Box>
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
