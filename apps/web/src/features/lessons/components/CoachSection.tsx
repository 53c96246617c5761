import type { MemberCoach } from '@coaching/contracts';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { LoadFailed } from '../../payments/components/LoadFailed';
import { useCoach } from '../api/get-coach';

const LOAD_FAILED = '担当コーチの情報を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。';
export const COACH_PENDING = '担当コーチが決まり次第、ここに表示されます。';

/**
 * Mypage's coach card (issue 29): the coach of the member's current plan, with their photo (or a placeholder), name,
 * games and profile. The profile is plain text: rendered as text with its line breaks, never as HTML.
 */
export function CoachSection({ course }: { course: string }) {
  const titleId = useId();
  const { data: coach, error, mutate } = useCoach(course);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} data-testid="coach-card" sx={{ ...memberCardSx }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
        担当コーチ
      </Typography>
      <Box sx={{ mt: 2.5 }}>
        {error && coach === undefined ? (
          <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />
        ) : coach === undefined ? (
          <CoachSkeleton />
        ) : coach === null ? (
          <Pending />
        ) : (
          <Coach coach={coach} />
        )}
      </Box>
    </Paper>
  );
}

/** Photo beside the name and games; the profile below them (under the photo too on a phone). One copy of each. */
function Coach({ coach }: { coach: MemberCoach }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gridTemplateAreas: { xs: '"photo name" "profile profile"', sm: '"photo name" "photo profile"' },
        gridTemplateRows: { sm: 'auto 1fr' },
        columnGap: { xs: 2, sm: 3 },
        rowGap: { xs: 2, sm: 1.5 },
        alignItems: { xs: 'center', sm: 'start' },
      }}
    >
      <Box sx={{ gridArea: 'photo' }}>
        <CoachPhoto coach={coach} />
      </Box>
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <CoachName coach={coach} />
      </Box>
      <Box sx={{ gridArea: 'profile', minWidth: 0 }}>
        {coach.profile.trim() ? (
          <Typography data-testid="coach-profile" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.8 }}>
            {coach.profile.trim()}
          </Typography>
        ) : (
          <Typography color="text.secondary">プロフィールは準備中です。</Typography>
        )}
      </Box>
    </Box>
  );
}

function CoachName({ coach }: { coach: MemberCoach }) {
  return (
    <>
      <Typography component="p" data-testid="coach-name" sx={{ fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}>
        {coach.name}
        <Box component="span" sx={{ ml: 0.5, fontSize: '0.875rem', fontWeight: 700, color: 'text.secondary' }}>
          コーチ
        </Box>
      </Typography>
      {coach.games.length > 0 && (
        <Box component="ul" aria-label="指導するゲーム" sx={{ listStyle: 'none', m: 0, mt: 0.75, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {coach.games.map((game) => (
            <li key={game.id}>
              <Chip size="small" label={game.name} color="primary" variant="outlined" sx={{ fontWeight: 700 }} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** The photo, or a tidy placeholder (an outline of a person) before one is uploaded. */
function CoachPhoto({ coach }: { coach: MemberCoach }) {
  const size = { width: { xs: 72, sm: 112 }, height: { xs: 72, sm: 112 } };
  if (!coach.photo_url) {
    return (
      <Avatar aria-hidden data-testid="coach-photo-placeholder" sx={{ ...size, bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.main' }}>
        <PersonOutlineIcon sx={{ fontSize: { xs: 40, sm: 60 } }} />
      </Avatar>
    );
  }
  return <Avatar src={coach.photo_url} alt={`${coach.name}コーチの写真`} data-testid="coach-photo" sx={size} />;
}

function Pending() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar aria-hidden sx={{ width: 56, height: 56, bgcolor: 'action.hover', color: 'text.secondary' }}>
        <PersonOutlineIcon />
      </Avatar>
      <Typography color="text.secondary">{COACH_PENDING}</Typography>
    </Box>
  );
}

function CoachSkeleton() {
  return (
    <Box aria-busy sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Skeleton variant="circular" width={72} height={72} />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" sx={{ width: '40%', fontSize: '1.25rem' }} />
        <Skeleton variant="text" sx={{ width: '90%' }} />
      </Box>
    </Box>
  );
}
