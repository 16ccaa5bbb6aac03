export type AdminTab = 'users' | 'reviews';

export function adminTab(value: string | string[] | null | undefined): AdminTab {
  return value === 'reviews' ? 'reviews' : 'users';
}
