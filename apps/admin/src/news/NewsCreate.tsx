import type { AdminNews } from '@coaching/contracts';
import { Create } from 'react-admin';
import { NewsForm } from './NewsForm';

export const NewsCreate = () => (
  <Create<AdminNews> redirect="list">
    <NewsForm creating />
  </Create>
);
