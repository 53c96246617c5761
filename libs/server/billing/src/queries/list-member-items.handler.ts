import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { ListMemberItemsQuery, type PaidItem } from './list-member-items.query';

/** `user_items` holds an item order once it is paid (the payments projection writes it at capture or receipt). */
@QueryHandler(ListMemberItemsQuery)
export class ListMemberItemsHandler implements IQueryHandler<ListMemberItemsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId }: ListMemberItemsQuery): Promise<PaidItem[]> {
    const rows = await sql<{ payment_id: string; item_id: number; quantity: number; created_at: Date }>(
      this.em.fork(),
      'select payment_id, item_id, quantity, created_at from user_items where user_id = ? order by created_at, payment_id',
      [memberId],
    );
    return rows.map((r) => ({ paymentId: r.payment_id, itemId: r.item_id, quantity: r.quantity, paidAt: new Date(r.created_at) }));
  }
}
