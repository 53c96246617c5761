import { Query } from '@nestjs/cqrs';

/**
 * Published (billing's payment and refund search, lessons' student search): the members whose e-mail or name (kanji
 * or kana, spaces ignored) contains the text, whatever its length; at most `limit` ids, in no set order. Not
 * `SearchMembersQuery` (the member 360's box): that one also matches Discord names, reads a text shorter than three
 * characters as the start of a name only, and answers newest first.
 */
export class ListMatchingMemberIdsQuery extends Query<string[]> {
  constructor(
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}
