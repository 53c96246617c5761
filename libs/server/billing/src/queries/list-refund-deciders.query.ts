import { Query } from '@nestjs/cqrs';

/** An operator who may approve or reject a refund request, with the address the reminder goes to. */
export interface RefundDecider {
  id: string;
  name: string;
  email: string;
}

/**
 * Asked by billing's reminder of a refund waiting for approval, answered by the backoffice (its
 * `ListRefundDecidersHandler`, which owns the operator accounts): the active admins, except the operator who asked
 * (four eyes: they may not decide their own request). The class lives here, not in the backoffice's `./queries`:
 * billing is the lower context and must not read a higher one; the higher one answers (ADR 0015's pattern, ADR 0039).
 */
export class ListRefundDecidersQuery extends Query<RefundDecider[]> {
  constructor(readonly requestedById: string) {
    super();
  }
}
