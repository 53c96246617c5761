export * from './trials.module';
export * from './trials-jobs.module';
export * from './domain/trials-errors';
export * from './domain/trial.decider';
export * from './domain/trial-rules';
export * from './commands/hold-trial.command';
export * from './commands/confirm-trial.command';
export * from './commands/join-trial-waitlist.command';
export * from './commands/add-trial-hours.command';
export * from './queries/trial-slots';
export * from './jobs/expire-trial-hold.job';
export * from './jobs/send-trial-mail.job';
export * from './jobs/refresh-trial-schedule.job';
export * from './commands/waitlist-offers';
// Its event types are declared whenever the context is loaded (the boot check of subscriptions reads them).
export * from './events';
