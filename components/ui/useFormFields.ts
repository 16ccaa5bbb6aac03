'use client';
import { useState, type ChangeEvent } from 'react';

/**
 * A form's values and its per-field errors (validateForm fills them): changing a field clears its
 * own error, so the message goes as soon as the person starts fixing it.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setField = (field: keyof T & string, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: '' }));
  };
  /** An input's onChange for `field`. */
  const set = (field: keyof T & string) => (e: ChangeEvent<HTMLInputElement>) => setField(field, e.target.value);
  return { form, setForm, errors, setErrors, set, setField };
}
