export * from './entities/operator.entity';
export * from './entities/operator-accounts';
export * from './operators.module';
export * from './domain/backoffice-errors';
