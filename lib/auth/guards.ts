import 'server-only';
import { AppError } from '@/lib/errors';
import { getSessionUser } from './session';
import type { SessionUser } from './types';

/** 401 unless a session (cookie or bearer) is present. */
export async function requireUser(headers: Headers): Promise<SessionUser> {
  const user = await getSessionUser(headers);
  if (!user) throw new AppError('unauthorized:auth');
  return user;
}

/** 401 signed out, 403 signed in without the admin role. */
export async function requireAdmin(headers: Headers): Promise<SessionUser> {
  const user = await requireUser(headers);
  if (user.role !== 'admin') throw new AppError('forbidden:admin');
  return user;
}
