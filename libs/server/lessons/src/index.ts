// The lessons context's entry for the apps. Built so far: the terms' rules (domain/); streams, read models,
// endpoints and jobs follow (README.md, "What is built").
export * from './domain/lesson-calendar';
export * from './domain/lesson.decider';
export * from './domain/member-standing.decider';
export * from './domain/lesson-allowance';
export * from './domain/lessons-errors';
