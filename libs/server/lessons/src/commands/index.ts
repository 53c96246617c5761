// The lessons context's published commands (`@coaching/server-lessons/commands`, ADR 0010): what another context may
// ask lessons to do through the CommandBus, as command classes and their result types. No handlers, entities or
// modules. Which context may send them: tools/lint/context-boundaries.mjs (CONTEXT_COMMAND_SENDS).
export { LinkCoachAccountCommand } from './link-coach-account.command';
// Sent by trials as it claims a seat, on its own transaction: the coach's time lock (ADR 0011, addendum).
export { LockCoachTimeCommand } from './lock-coach-time.command';
