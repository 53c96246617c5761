// The lessons context's entry for the apps: its modules, rules and errors (README.md).
export * from './domain/lesson-terms';
export * from './domain/lesson.decider';
export * from './domain/member-standing.decider';
export * from './domain/member-progress.decider';
export * from './domain/lesson-allowance';
export * from './domain/lessons-errors';
export * from './domain/weekly-hours';
export * from './lessons.module';
export * from './http/latest-lesson.read';
export * from './lessons-jobs.module';
export * from './lessons-event-handlers';
export * from './jobs/send-lesson-reminders.job';
// Its event types are declared whenever the context is loaded (the boot check of subscriptions reads them).
export * from './events';
