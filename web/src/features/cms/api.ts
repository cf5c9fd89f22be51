import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyInput } from '@cq/shared/contract';
import type { MediaItem, Post } from '@cq/shared/content/schemas';
import { api, apiQuery, apiQueryKey } from '@/lib/api/client';
import { HttpError } from '@/lib/api/request';
import { sendBytes } from '@/lib/uploadBytes';

export const POSTS_KEY = apiQueryKey('GET /api/content-posts');
export const MEDIA_KEY = apiQueryKey('GET /api/media');
/** The public lists a CMS change moves (the insights page reads them). */
const PUBLIC_POSTS_KEY = apiQueryKey('GET /api/posts');

export const usePosts = (enabled: boolean) => useQuery({ ...apiQuery('GET /api/content-posts'), enabled });
/** One post whole (the list leaves content out), read fresh each time the editor opens it. */
export const usePost = (id: string) =>
  useQuery({ ...apiQuery('GET /api/content-posts/{id}', { params: { id } }), staleTime: 0, gcTime: 0 });
export const useMedia = (enabled: boolean) => useQuery({ ...apiQuery('GET /api/media'), enabled });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: POSTS_KEY }),
      client.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY }),
    ]);
}

export function usePostCreate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyInput<'POST /api/content-posts'>) => api('POST /api/content-posts', { body }),
    onSuccess: refresh,
  });
}

export function usePostUpdate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PUT /api/content-posts/{id}'> }) =>
      api('PUT /api/content-posts/{id}', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function usePostDelete() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (post: Pick<Post, 'id'>) => api('DELETE /api/content-posts/{id}', { params: { id: post.id } }),
    onSuccess: refresh,
  });
}

export function useMediaUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyInput<'PATCH /api/media/{id}'> }) =>
      api('PATCH /api/media/{id}', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export function useMediaDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<MediaItem, 'id'>) => api('DELETE /api/media/{id}', { params: { id: item.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export { UploadTransferError } from '@/lib/uploadBytes';

/** Upload in three steps: a ticket from the API, the bytes to its URL, then the API checks and publishes them. */
export function useImageUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      alt,
      caption,
      onProgress,
    }: {
      file: File;
      alt: string;
      caption: string;
      onProgress: (fraction: number) => void;
    }) => {
      const ticket = await api('POST /api/media/uploads', {
        body: { fileName: file.name || 'image', size: file.size, alt, caption },
      });
      await sendBytes({ ...ticket, url: ticket.uploadUrl }, file, onProgress);
      return api('POST /api/media/uploads/{id}/complete', { params: { id: ticket.id } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

export const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;
