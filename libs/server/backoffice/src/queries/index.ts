// The backoffice's published queries (`@coaching/server-backoffice/queries`): what other server code may ask
// through the QueryBus, as query classes and their result types. No handlers, entities or modules: those stay
// behind the main entry, which only the apps import. Who reads this: libs/server/composition (no context does).
export { GetOperatorNamesQuery, type OperatorName } from './get-operator-names.query';
