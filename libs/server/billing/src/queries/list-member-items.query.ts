import { Query } from '@nestjs/cqrs';

/** An add-on item a member has paid for. */
export interface PaidItem {
  paymentId: string;
  itemId: number;
  quantity: number;
  paidAt: Date;
}

/** Published (lessons: extra lessons bought): the items the member has paid for, oldest first. */
export class ListMemberItemsQuery extends Query<PaidItem[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
