import type { AdminPlan } from '@coaching/contracts';
import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';

export const PlanCreate = () => (
  <Create<AdminPlan> redirect="list">
    <PlanForm creating />
  </Create>
);
