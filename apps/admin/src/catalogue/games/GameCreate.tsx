import type { AdminGame } from '@coaching/contracts';
import { Create } from 'react-admin';
import { GameForm } from './GameForm';

export const GameCreate = () => (
  <Create<AdminGame> redirect="list">
    <GameForm creating />
  </Create>
);
