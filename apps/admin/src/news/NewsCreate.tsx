import type { AdminNews } from '@coaching/contracts';
import { Create } from 'react-admin';
import { lazyPart } from '../layout/lazyPart';

const NewsForm = lazyPart(() => import('./NewsForm').then((m) => m.NewsForm));

export const NewsCreate = () => (
  <Create<AdminNews> redirect="list">
    <NewsForm creating />
  </Create>
);
