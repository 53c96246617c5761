import { AgendaMessages, GuardianMessages, MemberSearchMessages } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The composed reads' refusals: each code's HTTP status and Japanese message. */
export const CompositionErrors = defineErrors('COMPOSITION', {
  // The member 360: no member with that id (or an id that is not one).
  MEMBER_NOT_FOUND: { status: 404, message: MemberSearchMessages.notFound },
  // The coach's agenda: staff name the coach; a coach asking for another coach's (or an unknown one) finds none.
  AGENDA_COACH_REQUIRED: { status: 422, field: 'coach_id', message: AgendaMessages.coachRequired },
  AGENDA_COACH_NOT_FOUND: { status: 404, message: AgendaMessages.coachNotFound },
  // Guardian links (issue 31): an id that is not a link's.
  GUARDIAN_LINK_NOT_FOUND: { status: 404, message: GuardianMessages.linkNotFound },
});
