'use client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewList, ReviewView } from '@/lib/services/reviews';
import type { ReviewInput } from '@/lib/validation/reviews';
import { apiFetch } from './http';
import { reviewKeys } from './keys';

export type { ReviewList, ReviewView };

function listPath(cursor?: string | null) {
  return cursor ? `/api/reviews?cursor=${encodeURIComponent(cursor)}` : '/api/reviews';
}

export const reviewsApi = {
  /** Public: no token is sent (SPEC 6). */
  list: (cursor?: string | null) => apiFetch<ReviewList>(listPath(cursor)),
  /** The admin panel's view: the admin's session makes the server include reviewers' emails. */
  listForAdmin: (cursor?: string | null) => apiFetch<ReviewList>(listPath(cursor), { bearer: true }),
  submit: (body: ReviewInput) => apiFetch<{ review: ReviewView; message: string }>('/api/reviews', { body, bearer: true }),
};

export function usePublicReviews() {
  return useInfiniteQuery({
    queryKey: reviewKeys.public(),
    queryFn: ({ pageParam }) => reviewsApi.list(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useAdminReviews() {
  return useInfiniteQuery({
    queryKey: reviewKeys.admin(),
    queryFn: ({ pageParam }) => reviewsApi.listForAdmin(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function useSubmitReview() {
  return useMutation({ mutationFn: reviewsApi.submit });
}

/** Refreshes every cached review list (home and admin). */
export function useInvalidateReviews() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: reviewKeys.all });
}

export { reviewKeys };
