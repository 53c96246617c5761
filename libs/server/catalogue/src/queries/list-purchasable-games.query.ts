import { Query } from '@nestjs/cqrs';
import type { GameDto } from '@coaching/contracts';

/**
 * What a member may buy (spec §2 /payments): purchasable, non-legacy games that have at least one
 * purchasable, visible plan (spec §5), with those plans and their purchasable items.
 */
export class ListPurchasableGamesQuery extends Query<GameDto[]> {}
