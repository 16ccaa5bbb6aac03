import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/client/form-errors';
import { loginSchema, resendOtpSchema, signupSchema, verifyOtpSchema } from '@/lib/validation/auth';

// The forms and the route handlers share these schemas, so this is what both sides enforce.
describe('auth schemas', () => {
  it('normalise the email: trimmed and lower case', () => {
    expect(signupSchema.parse({ name: ' Ann ', email: '  Ann@Example.COM ', password: 'password1' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'password1',
    });
    expect(resendOtpSchema.parse({ email: 'X@Y.io' }).email).toBe('x@y.io');
  });

  it('require every sign-up field and a password of at least 8 characters', () => {
    const empty = signupSchema.safeParse({ name: '', email: '', password: '' });
    expect(empty.success).toBe(false);
    expect(fieldErrors(empty.error!)).toEqual({ name: 'Name is required.', email: 'Email is required.', password: 'Password is required.' });
    const short = signupSchema.safeParse({ name: 'A', email: 'a@b.co', password: '1234567' });
    expect(fieldErrors(short.error!)).toEqual({ password: 'Password must be at least 8 characters.' });
    expect(signupSchema.safeParse({ name: 'A', email: 'a@b.co', password: '12345678' }).success).toBe(true);
    expect(fieldErrors(signupSchema.safeParse({ name: 'A', email: 'nope', password: '12345678' }).error!)).toEqual({ email: 'Enter a valid email address.' });
  });

  it('login needs an email and a password, with no length rule beyond presence', () => {
    expect(fieldErrors(loginSchema.safeParse({}).error!)).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('an OTP is exactly 6 digits', () => {
    expect(verifyOtpSchema.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
    expect(verifyOtpSchema.parse({ email: 'a@b.co', otp: ' 012345 ' }).otp).toBe('012345');
    for (const otp of ['12345', '1234567', '12a456', '']) {
      expect(verifyOtpSchema.safeParse({ email: 'a@b.co', otp }).success).toBe(false);
    }
    expect(fieldErrors(verifyOtpSchema.safeParse({ email: 'a@b.co', otp: '' }).error!)).toEqual({ otp: 'OTP is required.' });
  });
});
