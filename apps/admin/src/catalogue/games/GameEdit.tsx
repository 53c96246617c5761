import type { AdminGame } from '@coaching/contracts';
import { Edit } from 'react-admin';
import { GameForm } from './GameForm';

// Pessimistic: the server may refuse (403 for support, 422), and its answer is the record to show.
export const GameEdit = () => (
  <Edit<AdminGame> mutationMode="pessimistic">
    <GameForm />
  </Edit>
);
