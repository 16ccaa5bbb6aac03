import { describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from '@/lib/validation/admin';
import { adminTab } from '@/components/admin/tabs';

describe('admin users query', () => {
  it('defaults to the first 50 users with no search', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ q: undefined, limit: 50, offset: 0 });
    expect(adminUsersQuerySchema.parse({ q: '  ', limit: '', offset: '' })).toEqual({ q: undefined, limit: 50, offset: 0 });
  });

  it('trims the search and bounds limit and offset', () => {
    expect(adminUsersQuerySchema.parse({ q: ' Ann@Example ', limit: '200', offset: '400' })).toEqual({ q: 'Ann@Example', limit: 200, offset: 400 });
    for (const bad of [{ limit: '0' }, { limit: '201' }, { offset: '-1' }, { offset: 'x' }, { q: 'a'.repeat(255) }]) {
      expect(adminUsersQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('admin tabs', () => {
  it('shows Users unless Reviews is asked for', () => {
    expect(adminTab('reviews')).toBe('reviews');
    expect(adminTab('users')).toBe('users');
    expect(adminTab(undefined)).toBe('users');
    expect(adminTab(['reviews', 'x'])).toBe('users');
    expect(adminTab('nonsense')).toBe('users');
  });
});
