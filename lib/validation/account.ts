import { z } from 'zod';

export const updateProfileSchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required.' }).min(1, 'Current password is required.').max(128),
  newPassword: z
    .string({ error: 'New password is required.' })
    .min(8, 'New password must be at least 8 characters.')
    .max(128, 'New password is at most 128 characters.'),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128),
});

export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
});

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
