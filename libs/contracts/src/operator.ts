import { z } from 'zod';

export const OPERATOR_ROLES = ['admin', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorLoginSchema = z.object({
  email: z.string({ error: 'メールアドレスを入力して下さい' }).trim().min(1, { error: 'メールアドレスを入力して下さい' }).max(255),
  password: z.string({ error: 'パスワードを入力して下さい' }).min(1, { error: 'パスワードを入力して下さい' }).max(200),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

export interface OperatorIdentity {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
}
