import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it, vi } from 'vitest';
import { logError, loggable } from '@/lib/log';

describe('loggable', () => {
  const secret = 'I cried all night about my diagnosis';
  const pgError = Object.assign(new Error('new row violates check constraint "review_comment_length"'), {
    code: '23514',
    detail: `Failing row contains (${secret}).`,
  });
  const failed = new DrizzleQueryError('insert into "journal_entry" ("text") values ($1)', [secret, 'token.abc='], pgError);

  it('keeps the SQL, codes and frames of a failed query but none of its values', () => {
    const text = JSON.stringify(loggable(failed));
    expect(text).toContain('insert into \\"journal_entry\\"');
    expect(text).toContain('23514');
    expect(text).toContain('review_comment_length');
    expect(text).not.toContain(secret);
    expect(text).not.toContain('token.abc=');
  });

  it('is what the route wrapper writes', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logError('[api] unexpected error:', failed);
    const written = spy.mock.calls.flat().map(String).join(' ');
    spy.mockRestore();
    expect(written).toContain('insert into');
    expect(written).not.toContain(secret);
  });

  it('keeps the message of ordinary errors', () => {
    expect(loggable(new TypeError('x is not a function'))).toMatchObject({ name: 'TypeError', message: 'x is not a function' });
  });
});
