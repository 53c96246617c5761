import { Query } from '@nestjs/cqrs';

/** A game as other contexts show it, whether or not it is still sold. */
export interface GameSummary {
  id: number;
  name: string;
  isLegacy: boolean;
  discordUrl: string | null;
  sortOrder: number;
}

/** Published (identity, billing): these games, in the catalogue's display order; unknown ids are left out. */
export class GetGameSummariesQuery extends Query<GameSummary[]> {
  constructor(readonly gameIds: readonly number[]) {
    super();
  }
}
