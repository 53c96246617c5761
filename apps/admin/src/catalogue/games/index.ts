import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import type { ResourceProps } from 'react-admin';
import { GameCreate } from './GameCreate';
import { GameEdit } from './GameEdit';
import { GameList } from './GameList';

/** The games coached; their plans and items hang off them. */
export default {
  list: GameList,
  edit: GameEdit,
  create: GameCreate,
  icon: SportsEsportsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
