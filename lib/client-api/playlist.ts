'use client';
import type { Mood } from '@/lib/moods';
import { apiFetch } from './http';

export const playlistApi = {
  generate: (emotion: Mood | string) => apiFetch<{ playlist: string }>('/api/play/playlist', { body: { emotion }, bearer: true }),
};
