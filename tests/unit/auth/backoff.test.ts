import { describe, expect, it } from 'vitest';
import { backoffSeconds, policies, waitText } from '@/lib/rate-limit/policies';

// Security review, items 2 and 5: the growing waits of the code resend and login back-offs.
describe('backoffSeconds', () => {
  it('codes: 60 s after the first, then 2, 4, 8, 16 minutes, capped at 30 minutes', () => {
    const p = policies.codeBackoff();
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffSeconds(p, n))).toEqual([60, 120, 240, 480, 960, 1800, 1800, 1800]);
    expect(p.window).toBe(60 * 60);
  });

  it('login: five free wrong passwords, then 30 s, 1, 2, 4, 8 minutes, capped at 15 minutes', () => {
    const p = policies.loginBackoff();
    expect([1, 2, 3, 4, 5].map((n) => backoffSeconds(p, n))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 12, 40].map((n) => backoffSeconds(p, n))).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('never overflows for a huge count', () => {
    expect(backoffSeconds(policies.codeBackoff(), 10_000)).toBe(1800);
  });
});

describe('waitText', () => {
  it('speaks in seconds, then minutes, then hours', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(60)).toBe('60 seconds');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(961)).toBe('17 minutes');
    expect(waitText(2 * 3600)).toBe('2 hours');
    expect(waitText(23 * 3600 + 1)).toBe('24 hours');
  });
});
