export type Role = 'user' | 'admin';

/** The acting user as every service sees it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  isPremium: boolean;
};

/** The user as the API answers it (the specification's `_id`), never with a password hash. */
export type PublicUser = {
  _id: string;
  name: string;
  email: string;
  role: Role;
  isPremium: boolean;
};

export function toPublicUser(u: { id: string; name: string; email: string; role?: string | null; isPremium?: boolean | null }): PublicUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'user',
    isPremium: Boolean(u.isPremium),
  };
}
