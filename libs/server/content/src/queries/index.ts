// The content context's published queries (`@coaching/server-content/queries`): query classes and their result
// types only. Which context may read this: tools/lint/context-boundaries.mjs.
export { ListContactsByEmailQuery } from './list-contacts-by-email.query';
