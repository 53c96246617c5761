import { Query } from '@nestjs/cqrs';
import type { GuardianLinkView } from '@coaching/contracts';

/**
 * Published: the guardian links an account takes part in (issue 31), newest first, ended ones included (the history
 * stays). `viewer`: the signed-in account (its pending invitations addressed to its own e-mail are included, with
 * `can_accept`), or `{ accountId }` for support's member 360 (every link naming the account, on either side).
 */
export class ListGuardianLinksQuery extends Query<GuardianLinkView[]> {
  constructor(readonly viewer: { party: 'member' | 'guardian'; id: string } | { accountId: string }) {
    super();
  }
}
