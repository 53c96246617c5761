// The composition module's main entry, for the apps.
export * from './composition.module';
export * from './composition-jobs.module';
export * from './composition-event-handlers';
export * from './http/current-user.read';
export * from './member-desk.module';
export * from './dashboard.module';
export * from './coach-agenda.module';
export * from './guardians.module';
export * from './jobs/send-guardian-weekly-summaries.job';
export * from './domain/composition-errors';
export * from './withdrawal.module';
