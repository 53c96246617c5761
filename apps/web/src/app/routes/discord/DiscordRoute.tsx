import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { IdentityMessages } from '@coaching/contracts';
import { useSearchParams } from 'react-router-dom';
import { memberCardSx, MemberPage } from '../../../components/layout/MemberPage';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { disconnectDiscord } from '../../../features/discord/api/disconnect-discord';
import { DISCORD_BLURPLE, DiscordActionButton } from '../../../features/discord/components/DiscordActionButton';
import { DisconnectDiscordDialog } from '../../../features/discord/components/DisconnectDiscordDialog';
import { DiscordStatus } from '../../../features/discord/components/DiscordStatus';
import { discordNotice, type DiscordNotice } from '../../../features/discord/discord-notice';
import { canBookTrial } from '../../../features/discord/model/discord-copy';
import { errorMessage } from '../../../lib/http';
import { usePageTitle } from '../../../hooks/usePageTitle';

/**
 * Spec §2 /discord: the linked account; 'disconnect' when this session signed in through Discord (asked
 * in a dialog, then a POST with the CSRF token), else 'connect' (the API's OAuth2 start); the `msg` the
 * API comes back with. `confirm=disconnect` (where a GET of the unlink address lands) opens the dialog.
 */
export function DiscordRoute() {
  usePageTitle('Discord連携');
  const { me, reload } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // Read once: the message stays on screen after it is taken out of the address.
  const [notice, setNotice] = useState<DiscordNotice | null>(() => discordNotice(params.get('msg')));
  const [asking, setAsking] = useState(() => params.get('confirm') === 'disconnect');
  const [disconnecting, setDisconnecting] = useState(false);

  // A reload or a shared link must not repeat the message or the question.
  useEffect(() => {
    if (!params.has('msg') && !params.has('confirm')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('msg');
        next.delete('confirm');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const disconnect = async () => {
    setDisconnecting(true);
    try {
      setNotice(discordNotice(await disconnectDiscord()));
      await reload();
    } catch (error) {
      // The refusals are ours (a password is missing, not signed in through Discord): shown as errors.
      setNotice({ message: errorMessage(error, IdentityMessages.error), severity: 'error' });
    } finally {
      setDisconnecting(false);
      setAsking(false);
    }
  };

  if (!me) return null;
  const linked = me.discord !== null;
  const canDisconnect = linked && me.is_discord_login;

  return (
    <MemberPage eyebrow="DISCORD" title="Discord連携" description="GG COACHのレッスンやコミュニティは、Discordを使って行います。">
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, maxWidth: 720 }}>
        {notice && (
          <Alert severity={notice.severity} variant="outlined" sx={{ bgcolor: 'background.paper', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {notice.message}
          </Alert>
        )}

        <Paper component="section" variant="outlined" aria-labelledby="discord-account-title" sx={memberCardSx}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: DISCORD_BLURPLE, color: '#fff', flexShrink: 0 }}>
              <ForumOutlinedIcon />
            </Box>
            <Typography id="discord-account-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
              Discordアカウント
            </Typography>
          </Box>
          <Box sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'rgba(52, 81, 209, 0.05)' }}>
            <DiscordStatus linked={linked} username={me.discord?.provider_username ?? null} />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {canDisconnect
              ? '連携を解除すると、Discordでのログインができなくなります。解除後もメールアドレスとパスワードでログインできます。'
              : linked
                ? '連携の解除は、Discordでログインしているときに行えます。ボタンを押してDiscordで認証すると、解除できるようになります。'
                : 'ボタンを押すとDiscordの認証画面に移動します。許可すると、このアカウントとDiscordが連携されます。'}
          </Typography>
          <Box sx={{ mt: 3 }}>
            <DiscordActionButton canDisconnect={canDisconnect} onDisconnect={() => setAsking(true)} />
          </Box>
          <DisconnectDiscordDialog open={asking && canDisconnect} disconnecting={disconnecting} onClose={() => setAsking(false)} onConfirm={disconnect} />
        </Paper>

        <Paper component="section" variant="outlined" aria-labelledby="discord-why-title" sx={memberCardSx}>
          <Typography id="discord-why-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
            Discord連携でできること
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 2 }}>
            {/* The free trial only for a member who can still book one (issue 29: no trial copy for paying members). */}
            {canBookTrial(me) ? (
              <Reason icon={<CardGiftcardOutlinedIcon />} title="無料体験レッスンの受講">
                無料体験レッスンはDiscord上で行います。お申し込みにはDiscord連携が必要です。
              </Reason>
            ) : (
              <Reason icon={<EventNoteOutlinedIcon />} title="レッスンのご案内">
                レッスンの連絡やお知らせは、受講中のコースのDiscordコミュニティサーバーでお届けします。
              </Reason>
            )}
            <Reason icon={<ForumOutlinedIcon />} title="コミュニティへの参加">
              コーチへの質問や、受講生同士の交流・イベントのお知らせもDiscordのコミュニティで行います。
            </Reason>
          </Box>
        </Paper>
      </Box>
    </MemberPage>
  );
}

function Reason({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }}>
        {icon}
      </Box>
      <Box>
        <Typography component="h3" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.25 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
