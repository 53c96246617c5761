import type { AdminNews } from '@coaching/contracts';
import { Edit } from 'react-admin';
import { lazyPart } from '../layout/lazyPart';

const NewsForm = lazyPart(() => import('./NewsForm').then((m) => m.NewsForm));

// Pessimistic, deletion included: react-admin then asks for confirmation and the server has the last word.
export const NewsEdit = () => (
  <Edit<AdminNews> mutationMode="pessimistic">
    <NewsForm />
  </Edit>
);
