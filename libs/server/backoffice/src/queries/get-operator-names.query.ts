import { Query } from '@nestjs/cqrs';

/** An operator as other code names them: the account's id and its current name. */
export interface OperatorName {
  id: string;
  name: string;
}

/**
 * Published (composition: the member 360's timeline names the operator who did each thing): the current names of
 * these operator accounts, active or not; ids with no account (or not uuids) are left out.
 */
export class GetOperatorNamesQuery extends Query<OperatorName[]> {
  constructor(readonly operatorIds: readonly string[]) {
    super();
  }
}
