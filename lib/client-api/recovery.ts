'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@/lib/auth/types';
import type { ChangeEmailConfirmInput, ChangeEmailRequestInput, ResetPasswordInput } from '@/lib/validation/auth';
import type { ReminderSettingsDto, ReminderSettingsInput } from '@/lib/validation/reminders';
import { apiFetch, SEND_EVEN_OFFLINE } from './http';
import { reminderKeys } from './keys';

export const recoveryApi = {
  forgotPassword: (email: string) => apiFetch<{ message: string }>('/api/auth/forgot-password', { body: { email } }),
  resetPassword: (body: ResetPasswordInput) => apiFetch<{ message: string }>('/api/auth/reset-password', { body }),
  requestEmailChange: (body: ChangeEmailRequestInput) => apiFetch<{ message: string }>('/api/auth/change-email', { body, bearer: true }),
  confirmEmailChange: (body: ChangeEmailConfirmInput) =>
    apiFetch<{ user: PublicUser; message: string }>('/api/auth/change-email/verify', { body, bearer: true }),
};

export const remindersApi = {
  get: () => apiFetch<{ settings: ReminderSettingsDto }>('/api/me/reminders', { bearer: true }),
  save: (body: ReminderSettingsInput) =>
    apiFetch<{ settings: ReminderSettingsDto; message: string }>('/api/me/reminders', { method: 'PUT', body, bearer: true }),
  unsubscribe: (token: string) =>
    apiFetch<{ message: string; kind: 'reminder' | 'recap' }>(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' }),
};

export const useForgotPassword = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: recoveryApi.forgotPassword });
export const useResetPassword = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: recoveryApi.resetPassword });
export const useRequestEmailChange = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: recoveryApi.requestEmailChange });
export const useConfirmEmailChange = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: recoveryApi.confirmEmailChange });
export const useUnsubscribe = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: remindersApi.unsubscribe });

export const useReminderSettings = () => useQuery({ queryKey: reminderKeys.settings(), queryFn: remindersApi.get });

export function useSaveReminderSettings() {
  const qc = useQueryClient();
  return useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: remindersApi.save,
    onSuccess: (res) => qc.setQueryData(reminderKeys.settings(), { settings: res.settings }),
  });
}

export { reminderKeys };
