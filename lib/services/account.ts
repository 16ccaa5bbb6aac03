import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { account, user } from '@/lib/db/schema';
import { getAuth } from '@/lib/auth/auth';
import { apiErrorCode, mapAuthError } from '@/lib/auth/api-errors';
import { limit, policies } from '@/lib/rate-limit';
import { withoutMarkerBearer } from '@/lib/auth/session';
import { toPublicUser, type PublicUser, type SessionUser } from '@/lib/auth/types';
import { AppError, type ErrorCode } from '@/lib/errors';
import type { ChangePasswordInput, UpdateProfileInput } from '@/lib/validation/account';

export async function updateProfile(current: SessionUser, input: UpdateProfileInput): Promise<{ user: PublicUser; message: string }> {
  const [row] = await db.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, current.id)).returning();
  if (!row) throw new AppError('not_found:account');
  return { user: toPublicUser(row), message: 'Name updated' };
}

/**
 * Changes the password and signs out every other session. Better Auth issues a fresh session for
 * this device; its token and cookie go back to the caller.
 */
export async function changePassword(
  current: SessionUser,
  headers: Headers,
  input: ChangePasswordInput,
): Promise<{ token: string | null; message: string; headers: Headers }> {
  if (input.currentPassword === input.newPassword) {
    throw new AppError('bad_request:same_password');
  }
  await limitPasswordChecks(current);
  try {
    const result = await getAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: withoutMarkerBearer(headers),
      returnHeaders: true,
    });
    const token = result.headers.get('set-auth-token') || result.response.token || null;
    return { token, message: 'Password changed. Other devices have been signed out.', headers: result.headers };
  } catch (e) {
    const code = apiErrorCode(e);
    if (code === 'INVALID_PASSWORD') throw new AppError('bad_request:current_password');
    if (code === 'SESSION_EXPIRED') throw new AppError('unauthorized:reauth');
    throw mapAuthError(e, 'The password could not be changed.');
  }
}

/**
 * A signed-in session is not the password: whoever holds a stolen cookie must not be able to try
 * passwords here (change or deletion) without limit to learn it.
 */
async function limitPasswordChecks(current: SessionUser): Promise<void> {
  await limit(policies.passwordCheck(), current.id);
}

/**
 * Checks the signed-in user's own password before a change that needs more than the session
 * (deleting the account, moving it to another address), under the same per-account budget.
 */
export async function requireOwnPassword(current: SessionUser, password: string, failure: ErrorCode): Promise<void> {
  await limitPasswordChecks(current);
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, current.id), eq(account.providerId, 'credential')))
    .limit(1);
  const ctx = await getAuth().$context;
  if (!row?.hash || !(await ctx.password.verify({ hash: row.hash, password }))) throw new AppError(failure);
}

/**
 * Deletes the account and everything it owns (entries, chats and messages, review, sessions) in one
 * statement: every table references user with ON DELETE CASCADE. There is no undo.
 */
export async function deleteAccount(current: SessionUser, password: string): Promise<void> {
  await requireOwnPassword(current, password, 'bad_request:delete_password');
  await db.delete(user).where(eq(user.id, current.id));
}
