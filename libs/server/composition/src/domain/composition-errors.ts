import { MemberSearchMessages } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The composed reads' refusals: each code's HTTP status and Japanese message. */
export const CompositionErrors = defineErrors('COMPOSITION', {
  // The member 360: no member with that id (or an id that is not one).
  MEMBER_NOT_FOUND: { status: 404, message: MemberSearchMessages.notFound },
});
