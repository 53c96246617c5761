import type { AdminPlan } from '@coaching/contracts';
import { Edit } from 'react-admin';
import { PlanForm } from './PlanForm';

// Pessimistic: the server may refuse (403 for support, 422 for a taken code), and answers the new prices.
export const PlanEdit = () => (
  <Edit<AdminPlan> mutationMode="pessimistic">
    <PlanForm />
  </Edit>
);
