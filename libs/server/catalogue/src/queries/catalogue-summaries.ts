import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { inTransaction, ReadCache, ReadCaches } from '@coaching/server-core';
import { Game } from '../entities/game.entity';
import { Plan } from '../entities/plan.entity';
import { CATALOGUE_CACHE } from './catalogue-cache';
import type { GameSummary } from './get-game-summaries.query';
import type { PlanSummary } from './get-plan-summaries.query';

interface Summaries {
  games: Map<number, GameSummary>;
  plans: Map<number, PlanSummary>;
}

/**
 * Every game's and plan's summary, as other contexts show them (mypage's plan and game names on every view). The
 * catalogue is a few dozen rows: it is read whole, and in the api kept in memory until `games` or `plans` change
 * (`CATALOGUE_CACHE`, ADR 0019).
 */
@Injectable()
export class CatalogueSummaries {
  private readonly cache: ReadCache<Summaries>;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<Summaries>(CATALOGUE_CACHE);
  }

  /** The games with these ids, in the catalogue's order; unknown ids are left out. */
  async games(ids: readonly number[]): Promise<GameSummary[]> {
    if (ids.length === 0) return [];
    const { games } = await this.summaries({ games: ids });
    return [...new Set(ids)].flatMap((id) => games.get(id) ?? []).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  }

  /** The plans with these ids, with their game; unknown ids are left out. */
  async plans(ids: readonly number[]): Promise<PlanSummary[]> {
    if (ids.length === 0) return [];
    const { plans } = await this.summaries({ plans: ids });
    return [...new Set(ids)].flatMap((id) => plans.get(id) ?? []);
  }

  /**
   * The whole catalogue from the api's cache; where nothing is kept (the worker, which hears no change notifications,
   * or a read on a transaction, which must be fresh), only the rows asked for: one statement, not two reads of every
   * game and plan hydrated as entities for each reaction that names a plan (ADR 0048).
   */
  private async summaries(only: { games?: readonly number[]; plans?: readonly number[] }): Promise<Summaries> {
    if (this.cache.enabled && !inTransaction(this.em)) return (await this.cache.get('all', () => this.read()))!;
    return this.read(only);
  }

  private async read(only?: { games?: readonly number[]; plans?: readonly number[] }): Promise<Summaries> {
    const em = this.em.fork();
    const [games, plans] = await Promise.all([
      only && !only.games ? [] : em.find(Game, only?.games ? { id: { $in: [...only.games] } } : {}),
      only && !only.plans ? [] : em.find(Plan, only?.plans ? { id: { $in: [...only.plans] } } : {}, { populate: ['game'] }),
    ]);
    return {
      games: new Map(games.map((g) => [g.id, { id: g.id, name: g.name, isLegacy: g.isLegacy, discordUrl: g.discordUrl, sortOrder: g.sortOrder }])),
      plans: new Map(
        plans.map((p) => [
          p.id,
          {
            id: p.id,
            name: p.name,
            planType: p.planType,
            isGroup: p.isGroup,
            lessonType: p.lessonType,
            lessonCount: p.lessonCount,
            premiumExtras: p.specialCoachingCount === -1,
            game: { id: p.game.id, name: p.game.name, discordUrl: p.game.discordUrl },
          },
        ]),
      ),
    };
  }
}
