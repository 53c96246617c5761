export * from './entities/operator.entity';
export * from './entities/operator-accounts';
export * from './operators.module';
export * from './backoffice-jobs.module';
export * from './backoffice-event-handlers';
export * from './domain/backoffice-errors';
