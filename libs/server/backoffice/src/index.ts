export * from './operators/operator.entity';
export * from './operators/operator-accounts';
export * from './operators/operators.module';
export * from './domain/backoffice-errors';
