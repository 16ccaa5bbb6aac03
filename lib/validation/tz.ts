import { z } from 'zod';
import { isValidTimeZone } from '@/lib/time';

/** `?tz=` as an IANA time zone name; UTC when absent. */
export const tzSchema = z
  .string()
  .max(64)
  .refine(isValidTimeZone, 'tz must be an IANA time zone such as Europe/Paris.')
  .default('UTC');

export const tzQuerySchema = z.object({ tz: tzSchema });
