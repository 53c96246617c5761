import { brand } from '@coaching/web-theme';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';

/** The member's photo; a person icon when there is none or it fails to load (spec §8). */
export function MemberAvatar({ src, size = 36 }: { src: string | null; size?: number }) {
  return (
    <Avatar src={src ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: brand.indigo, flexShrink: 0 }}>
      <PersonRoundedIcon aria-hidden sx={{ fontSize: size * 0.62 }} />
    </Avatar>
  );
}
