import { z } from 'zod';
import { OPERATOR_ROLES, type OperatorIdentity } from '../operator';

// Answers of the back office's session routes as zod schemas, for the OpenAPI document (ADR 0045).

const operatorIdentitySchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(OPERATOR_ROLES) }) satisfies z.ZodType<OperatorIdentity>;

/** `GET /admin-api/auth/session` and `POST /admin-api/auth/login`: who is signed in (null: nobody) and the token to echo. */
export const operatorSessionAnswerSchema = z.object({ data: z.object({ operator: operatorIdentitySchema.nullable(), csrfToken: z.string() }) });
