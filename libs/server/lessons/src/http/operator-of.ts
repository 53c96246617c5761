import type { Request } from 'express';
import type { ActingOperator } from '../commands/acting-operator';

/** The signed-in operator of a back-office request (OperatorGuard has made sure there is one). */
export const operatorOf = (req: Request): ActingOperator => {
  const { id, name, role } = req.session.operator!;
  return { id, name, role };
};
