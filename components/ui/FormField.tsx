'use client';
import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error (or hint) is announced with it. */
export function FormField({ id, label, error, hint, className, ...input }: Props) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        className={`input ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30 dark:border-red-700' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An email address field with the attributes phones and password managers look for. */
export function EmailField({ label = 'Email', name = 'email', ...field }: Omit<Props, 'type' | 'label' | 'name'> & { label?: string; name?: string }) {
  return <FormField type="email" autoComplete="email" inputMode="email" label={label} name={name} {...field} />;
}

/** A failure the server reported for the whole form (not one field), read out when it appears. */
export function FormError({ message, className }: { message: string; className?: string }) {
  if (!message) return null;
  return (
    <p className={`error-box ${className ?? ''}`} role="alert">
      {message}
    </p>
  );
}
