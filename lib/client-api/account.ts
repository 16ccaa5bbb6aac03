'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@/lib/auth/types';
import { clearToken, USER_KEY } from '@/lib/client/auth-store';
import { browserTimeZone } from '@/lib/client/first-render';
import type { ChangePasswordInput } from '@/lib/validation/account';
import { apiFetch, apiRequest, SEND_EVEN_OFFLINE } from './http';

export type ImportResult = { message: string; imported: { entries: number; chats: number; review: number }; skipped: number };

export const accountApi = {
  updateName: (name: string) => apiFetch<{ user: PublicUser; message: string }>('/api/me', { method: 'PATCH', body: { name }, bearer: true }),
  changePassword: (body: ChangePasswordInput) => apiFetch<{ message: string; token: string | null }>('/api/me/password', { body, bearer: true }),
  deleteAccount: (password: string) => apiFetch<{ message: string }>('/api/me', { method: 'DELETE', body: { password }, bearer: true }),

  /** Downloads the export through the browser's normal save flow. */
  async downloadExport(format: 'json' | 'csv') {
    const res = await apiRequest(`/api/me/export?format=${format}`, { bearer: true, accept: format === 'csv' ? 'text/csv' : 'application/json' });
    const blob = await res.blob();
    const name = res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? `moodjournal.${format}`;
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return name;
  },

  async importFile(file: File) {
    const text = await file.text();
    const isJson = file.name.toLowerCase().endsWith('.json') || text.trimStart().startsWith('{');
    const tz = browserTimeZone();
    const res = await apiRequest(`/api/me/import?tz=${encodeURIComponent(tz)}`, {
      method: 'POST',
      body: text,
      contentType: isJson ? 'application/json' : 'text/csv',
      bearer: true,
    });
    return (await res.json()) as ImportResult;
  },
};

export const useUpdateName = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: accountApi.updateName });
export const useChangePassword = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: accountApi.changePassword });
export const useExportData = () => useMutation({ ...SEND_EVEN_OFFLINE, mutationFn: accountApi.downloadExport });

/** An import can add entries and chats, which every screen reads: all cached answers go stale. */
export function useImportData() {
  const qc = useQueryClient();
  return useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: accountApi.importFile,
    onSuccess: () => {
      void qc.invalidateQueries();
    },
  });
}

/**
 * Once the account is gone, the stored user, the token and every cached answer go too, in one
 * step, before anything renders without them. Marked as a deliberate sign-out, so the page's
 * guard does not also send the visitor to /login.
 */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      window.localStorage.removeItem(USER_KEY);
      clearToken();
      qc.clear();
    },
  });
}
