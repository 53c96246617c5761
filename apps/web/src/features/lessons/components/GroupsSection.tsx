import type { MemberGroup } from '@coaching/contracts';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { MemberAvatar } from '../../../components/layout/MemberAvatar';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { LoadFailed } from '../../payments/components/LoadFailed';
import { useGroups } from '../api/get-groups';
import { externalUrl } from '../model/lesson-texts';

const LOAD_FAILED = 'グループの情報を読み込めませんでした。';

/**
 * Spec §2/§3 Mypage groups: each group the member belongs to, its Discord and its members; of the course mypage shows
 * (`gameId`) when given. Nothing when none.
 */
export function GroupsSection({ gameId }: { gameId?: number }) {
  const titleId = useId();
  const { data: groups, error, mutate } = useGroups(gameId);
  if (error && !groups) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
  if (!groups || groups.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ ...memberCardSx }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box aria-hidden sx={{ flex: 'none', width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.main' }}>
          <GroupsOutlinedIcon />
        </Box>
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
          参加中のグループ
        </Typography>
      </Box>
      {groups.map((group, index) => (
        <Fragment key={group.id}>
          {index > 0 && <Divider sx={{ mt: 3 }} />}
          <Group group={group} />
        </Fragment>
      ))}
    </Paper>
  );
}

function Group({ group }: { group: MemberGroup }) {
  const nameId = useId();
  const discord = externalUrl(group.discord_url);
  return (
    <Box component="article" aria-labelledby={nameId} data-testid="member-group" sx={{ mt: 2.5, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={group.image_url ?? undefined} alt="" variant="rounded" sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
          <GroupsOutlinedIcon aria-hidden />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Chip size="small" label={group.type_label} color="primary" variant="outlined" sx={{ fontWeight: 700 }} />
          <Typography id={nameId} component="h3" sx={{ mt: 0.5, fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
        </Box>
        {discord && (
          <LinkButton href={discord} newTab variant="outlined" startIcon={<HeadsetMicOutlinedIcon />} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            グループのDiscord
          </LinkButton>
        )}
      </Box>
      <Box component="ul" aria-label={`${group.name}のメンバー`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        {group.users.map((user, index) => (
          <Box component="li" key={`${user.discord_id ?? user.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.25, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
            <MemberAvatar src={user.profile_photo_url} size={40} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                {user.name}
                {/* Dark amber on a pale one: white on MUI's warning orange is below 4.5:1 (axe's color-contrast). */}
                {user.is_leader && (
                  <Chip
                    size="small"
                    icon={<StarRoundedIcon />}
                    label="リーダー"
                    sx={{ height: 22, fontWeight: 700, bgcolor: '#fff3e0', color: '#8a4500', '& .MuiChip-icon': { color: '#c25e00' }, '& .MuiChip-label': { px: 0.75 } }}
                  />
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.discord_id ? `Discord：${user.discord_id}` : 'Discord未連携'}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flex: 'none' }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
                チケット
              </Typography>
              <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{user.group_ticket_count}枚</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
