// The camp context's published queries (`@coaching/server-camp/queries`): query classes and their result types
// only. Which context may read this: tools/lint/context-boundaries.mjs.
export { FindCampApplicationsQuery } from './find-camp-applications.query';
