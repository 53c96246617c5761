export * from './identity-answers';
export * from './payments-answers';
