export * from './identity-answers';
export * from './payments-answers';
export * from './lessons-answers';
export * from './trials-answers';
export * from './operator-answers';
