import { Query } from '@nestjs/cqrs';

/**
 * Published (backoffice's member search): members whose student information (name, kana, phone) matches the
 * text by core's `member-search` rules, or who placed the order a reference names (the transfer reference,
 * the whole order id, or the provider's order id of one of its charges); at most `limit` ids.
 */
export class SearchBillingMembersQuery extends Query<string[]> {
  constructor(
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
