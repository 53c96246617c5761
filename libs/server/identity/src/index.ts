export * from './entities/user.entity';
export * from './identity.module';
export * from './identity-jobs.module';
export * from './domain/signed-links';
export * from './domain/identity-errors';
export * from './identity-ports.module';
export * from './commands/join-course.command';
export * from './commands/leave-course.command';
// Its event types are declared whenever the context is loaded (the boot check of subscriptions reads them).
export * from './events';
// The demo seed records its guardian link through the link's own rules and stream (issue 31).
export { runLinkCommand } from './commands/guardian-links';
// Withdrawal (ADR 0042): identity's side in the api.
export * from './member-withdrawal.module';
