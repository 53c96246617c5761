import { OPERATOR_ROLES } from '@coaching/contracts';

export const roleChoices = OPERATOR_ROLES.map((role) => ({ id: role, name: `app.roles.${role}` }));
