import { z } from 'zod';

/**
 * A whole-number query parameter with a default. Query values are text; anything that is not a
 * plain integer in [min, max] is a 400 naming the parameter, and an empty value means "not given".
 */
export function intQueryParam(opts: { min: number; max: number; default: number }) {
  const message = `must be a whole number from ${opts.min} to ${opts.max}.`;
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim();
      if (!v) return opts.default;
      const n = /^[+-]?\d{1,9}$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < opts.min || n > opts.max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional text query parameter; blank counts as absent. */
export function textQueryParam(maxLength: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const v = raw?.trim();
      if (!v) return undefined;
      if (v.length > maxLength) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${maxLength} characters.` });
        return z.NEVER;
      }
      return v;
    });
}
