import { Messages } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The content context's refusals: each code's HTTP status and Japanese message. */
export const ContentErrors = defineErrors('CONTENT', {
  CONTACT_NOT_FOUND: { status: 404, message: Messages.common.notFound },
});
