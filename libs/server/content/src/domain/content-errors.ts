import { Messages, NewsMessages } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The content context's refusals: each code's HTTP status and Japanese message. */
export const ContentErrors = defineErrors('CONTENT', {
  CONTACT_NOT_FOUND: { status: 404, message: Messages.common.notFound },
  // Spec §8: an unknown, unpublished, future or other game's item all read alike to a member.
  NEWS_NOT_PUBLISHED: { status: 404, message: NewsMessages.unpublished },
  NEWS_NOT_FOUND: { status: 404, message: Messages.common.notFound },
  NEWS_GAME_NOT_FOUND: { status: 422, field: 'game_id', message: NewsMessages.gameInvalid },
  // Only markup that the sanitiser removes (a script alone): nothing would be left to show.
  NEWS_BODY_EMPTY: { status: 422, field: 'body', message: NewsMessages.bodyRequired },
  NEWS_PAGE_INVALID: { status: 422, field: 'page', message: NewsMessages.pageInvalid },
  NEWS_PER_PAGE_INVALID: { status: 422, field: 'per_page', message: NewsMessages.perPageInvalid },
});
