'use client';
import type { ZodError } from 'zod';

/** The first message per top-level field, for showing next to each input. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Moves focus to the first field with an error, in form order, so keyboard users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return;
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (name && errors[name]) {
      (el as HTMLInputElement).focus();
      return;
    }
  }
}

/**
 * Runs a form's values through its shared zod schema. On failure shows each field's first message
 * (through `setErrors`) and focuses the first bad field; returns the parsed data or null.
 */
export function validateForm<T>(
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: ZodError } },
  values: unknown,
  form: HTMLFormElement | null,
  setErrors: (errors: Record<string, string>) => void,
): T | null {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const found = fieldErrors(parsed.error);
    setErrors(found);
    focusFirstError(form, found);
    return null;
  }
  setErrors({});
  return parsed.data;
}
