import type { LessonGame } from '@coaching/contracts';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Chip from '@mui/material/Chip';

/** The small label of a lesson's game (issue 29): every lesson says which course it belongs to. Nothing when unknown. */
export function LessonGameLabel({ game, onDark = false }: { game: LessonGame | null | undefined; onDark?: boolean }) {
  if (!game) return null;
  return (
    <Chip
      size="small"
      data-testid="lesson-game"
      icon={<SportsEsportsOutlinedIcon aria-hidden />}
      label={game.name}
      variant={onDark ? 'filled' : 'outlined'}
      sx={
        onDark
          ? { bgcolor: 'rgba(255,255,255,0.18)', color: '#fff', fontWeight: 700, '& .MuiChip-icon': { color: '#fff' } }
          : { fontWeight: 700, color: 'text.secondary', borderColor: 'divider', '& .MuiChip-icon': { color: 'text.secondary' } }
      }
    />
  );
}
