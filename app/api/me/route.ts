import { json, route } from '@/lib/http/route';
import { clearAuthCookies } from '@/lib/http/cookies';
import { deleteAccount, updateProfile } from '@/lib/services/account';
import { deleteAccountSchema, updateProfileSchema } from '@/lib/validation/account';

export const PATCH = route({ auth: 'user', body: updateProfileSchema }, async ({ user, body }) => updateProfile(user, body));

export const DELETE = route({ auth: 'user', body: deleteAccountSchema }, async ({ user, body }) => {
  await deleteAccount(user, body.password);
  return clearAuthCookies(json({ message: 'Your account and everything in it have been deleted.' }));
});
