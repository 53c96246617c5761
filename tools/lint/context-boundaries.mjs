// Which bounded context may read which other context, in one place. Lint holds the rest
// (tools/lint/import-boundaries.mjs; docs/architecture.md, "Boundaries"):
// - a context (libs/server/<name>) imports @coaching/server-core, @coaching/contracts, and, only for the
//   pairs below, another context's published queries `@coaching/server-<other>/queries` (query classes and
//   their result types: no handlers, entities or modules). Never another context's main entry or files.
// - a context not named here is bound to core and contracts alone; a new one needs no entry until it reads
//   another context.
//
// The contexts in layers, lowest first: a context reads, sends to and subscribes to contexts of a lower layer only,
// so the graph of contexts runs one way (lint refuses a table pair that points up or sideways). When a lower context
// must ask a higher one (billing's refund counts the lessons a subscription gave), the asker publishes the query class
// and the higher one answers it. The reads that compose many contexts (the member's home, the member 360, the
// dashboard) are not a context: they live in libs/server/composition, above them all, which no context imports.
export const CONTEXT_LAYERS = {
  catalogue: 0,
  identity: 1,
  billing: 2,
  lessons: 3,
  camp: 3,
  content: 4,
  trials: 4,
  backoffice: 5,
};

// Format: reader context -> the contexts whose `./queries` entry it may import. Each one read must publish
// `./queries` in its package.json `exports`; lint refuses to start otherwise.
export const CONTEXT_QUERY_READS = {
  billing: ['catalogue', 'identity'],
  // A member signs up and joins courses of the catalogue's games.
  identity: ['catalogue'],
  lessons: ['billing', 'catalogue', 'identity'],
  camp: ['billing'],
  // content: a group lesson's notifications go to the group's members (ListGroupMemberIdsQuery).
  content: ['identity', 'lessons'],
  trials: ['billing', 'catalogue', 'identity', 'lessons'],
  // A coach's operator account names its coach record (ListCoachesQuery). The member 360 and the dashboard,
  // which read many contexts, are composed in libs/server/composition. Billing: the backoffice answers billing's
  // ListRefundDecidersQuery (the admins a refund's reminder goes to, ADR 0039).
  backoffice: ['billing', 'lessons'],
};

// Reader context -> the contexts whose published commands `@coaching/server-<other>/commands` it may send
// through the CommandBus (command classes and their result types only; ADR 0010). Each one must publish
// `./commands` in its package.json `exports`.
export const CONTEXT_COMMAND_SENDS = {
  camp: ['billing'],
  backoffice: ['lessons'],
  // A purchase claims a coupon's use in the order's transaction; an order that falls through gives it back.
  billing: ['catalogue', 'identity'],
  // A booked trial uses one of the member's free trials, a school cancellation gives it back (identity keeps the count).
  trials: ['identity', 'lessons'],
};

// Reactor's context -> the contexts whose published event types `@coaching/server-<other>/events` its reactors
// subscribe to (by importing the type; the boot check refuses a name no context declares). Each one must publish
// `./events` in its package.json `exports`.
export const CONTEXT_EVENT_SUBSCRIPTIONS = {
  // A started, extended or cancelled subscription makes, extends or ends a student.
  lessons: ['billing'],
  // Charges settled and lessons changed notify the member.
  content: ['billing', 'lessons'],
  // A subscription started converts the member's trial; a coach's hours or days off changed rewrite the trial schedule;
  // a member's withdrawal cancels their trials ahead (ADR 0042).
  trials: ['billing', 'identity', 'lessons'],
  // A member's withdrawal ends their plans, asks their refunds and deletes their cards (identity's MemberWithdrew, ADR 0042).
  billing: ['identity'],
};
