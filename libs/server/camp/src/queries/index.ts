// The camp context's published queries (`@coaching/server-camp/queries`): query classes and their result types
// only. Which context may read this: tools/lint/context-boundaries.mjs.
export { FindCampApplicationsQuery } from './find-camp-applications.query';
// The guardian area (composition, ADR 0047): the applications a guardian's address made.
export { ListCampApplicationsByEmailQuery } from './list-camp-applications-by-email.query';
