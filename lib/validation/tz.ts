import { z } from 'zod';
import { isValidTimeZone } from '@/lib/time';

/** `?tz=`: the client's IANA zone decides where a day starts; UTC when it sends none. */
export const tzSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (!v) return 'UTC';
    if (!isValidTimeZone(v)) {
      ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone name such as Europe/Paris.' });
      return z.NEVER;
    }
    return v;
  });

export const tzQuerySchema = z.object({ tz: tzSchema });
