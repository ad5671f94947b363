import { getAccessToken, AuthError } from '@/lib/auth';
import { http } from '@/lib/http';
import type { Draft, PublishedPost } from '@/types/posts';

export interface SaveDraftInput {
  title: string;
  body: string;
  tags: string[];
}

export async function saveDraft(postId: string | null, input: SaveDraftInput): Promise<Draft> {
  const token = await getAccessToken();
  if (!token) {
    throw new AuthError('You must be signed in to do that.');
  }

  const payload = {
    title: input.title.trim(),
    body: input.body,
    tags: Array.from(new Set(input.tags.map((t) => t.toLowerCase()))),
  };

  if (postId) {
    return http.put<Draft>(`/drafts/${postId}`, payload, { token });
  }
  return http.post<Draft>('/drafts', payload, { token });
}

export async function publishDraft(draftId: string, scheduleAt?: Date): Promise<PublishedPost> {
  const token = await getAccessToken();
  if (!token) {
    throw new AuthError('You must be signed in to do that.');
  }

  const body: Record<string, unknown> = {};
  if (scheduleAt) {
    if (scheduleAt.getTime() < Date.now()) {
      throw new RangeError('scheduleAt must be in the future');
    }
    body.scheduleAt = scheduleAt.toISOString();
  }

  return http.post<PublishedPost>(`/drafts/${draftId}/publish`, body, { token });
}

export async function listDrafts(): Promise<Draft[]> {
  const token = await getAccessToken();
  return http.get<Draft[]>('/drafts', { token: token ?? undefined });
}
