import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The API's own schema checks the form in the browser: the same rules and Japanese messages, and
 * what is sent is what the schema parsed (trimmed text, upper-case coupon codes, UTC instants).
 * Fields the schema does not know (id, computed prices) are left out of the request.
 */
export const schemaResolver = (schema: z.ZodType): Resolver<FieldValues> => zodResolver(schema as never) as unknown as Resolver<FieldValues>;
