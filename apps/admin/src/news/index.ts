import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { NewsCreate } from './NewsCreate';
import { NewsEdit } from './NewsEdit';
import { NewsList } from './NewsList';

/** News for members (/news/{id}, mypage): write, schedule, choose the audience, preview, delete. */
export default {
  list: NewsList,
  edit: NewsEdit,
  create: NewsCreate,
  icon: CampaignIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
