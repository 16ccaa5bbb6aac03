'use client';
import type { ClipboardEvent } from 'react';
import { FormField } from './FormField';

type Props = Omit<Parameters<typeof FormField>[0], 'value' | 'onChange' | 'onPaste' | 'type'> & {
  value: string;
  /** Called with the digits only, at most six. */
  onValueChange: (otp: string) => void;
};

/** Digits only, at most six: a code pasted as "123 456" or "123-456" from an email still fits. */
export const otpDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

/** The input for an emailed 6-digit code, the same on every screen that asks for one. */
export function OtpField({ value, onValueChange, className, ...field }: Props) {
  return (
    <FormField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      // No maxLength: it would cut a pasted "123 456" to "123 45" before the spaces are dropped.
      value={value}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        e.preventDefault();
        onValueChange(otpDigits(e.clipboardData.getData('text')));
      }}
      onChange={(e) => onValueChange(otpDigits(e.target.value))}
      className={`font-mono text-base tracking-[0.4em] ${className ?? ''}`}
      {...field}
    />
  );
}
