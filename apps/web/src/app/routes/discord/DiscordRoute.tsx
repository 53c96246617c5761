import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { memberCardSx, MemberPage } from '../../../components/layout/MemberPage';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { DISCORD_BLURPLE, DiscordActionButton } from '../../../features/discord/components/DiscordActionButton';
import { DiscordStatus } from '../../../features/discord/components/DiscordStatus';
import { discordNotice } from '../../../features/discord/discord-notice';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /discord: the linked account, link or unlink (pages of the API), and the `msg` it comes back with. */
export function DiscordRoute() {
  usePageTitle('Discord連携');
  const { me } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // Read once: the message stays on screen after it is taken out of the address.
  const [notice] = useState(() => discordNotice(params.get('msg')));

  // A reload or a shared link must not repeat the message.
  useEffect(() => {
    if (!params.has('msg')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('msg');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  if (!me) return null;
  const linked = me.is_discord_login;

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
            {linked
              ? '連携を解除すると、Discordでのログインができなくなります。解除後もメールアドレスとパスワードでログインできます。'
              : 'ボタンを押すとDiscordの認証画面に移動します。許可すると、このアカウントとDiscordが連携されます。'}
          </Typography>
          <Box sx={{ mt: 3 }}>
            <DiscordActionButton linked={linked} />
          </Box>
        </Paper>

        <Paper component="section" variant="outlined" aria-labelledby="discord-why-title" sx={memberCardSx}>
          <Typography id="discord-why-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
            Discord連携でできること
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 2 }}>
            <Reason icon={<CardGiftcardOutlinedIcon />} title="無料体験レッスンの受講">
              無料体験レッスンはDiscord上で行います。お申し込みにはDiscord連携が必要です。
            </Reason>
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
