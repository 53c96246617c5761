import { Query } from '@nestjs/cqrs';

/**
 * Published (backoffice's member search): members whose e-mail, name or Discord name matches the text
 * (core's `search-text` rules), or whose e-mail is one of `emails` exactly; newest first, at most `limit` ids.
 */
export class SearchMembersQuery extends Query<string[]> {
  constructor(
    readonly criteria: { text?: string; emails?: readonly string[] },
    readonly limit: number,
  ) {
    super();
  }
}
