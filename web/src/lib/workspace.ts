import { useSyncExternalStore } from 'react';

/**
 * Which workspace the signed-in screens act in: null is the caller's personal workspace, otherwise an
 * organisation's id. Kept in localStorage so the choice survives reloads; every request carries it
 * (`X-Workspace-Id`, lib/api/request.ts) and every query key names it (lib/api/client.ts), so a switch never
 * shows the other workspace's cached data.
 */
const STORAGE_KEY = 'cq.workspace';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

let current: string | null = read();

export const currentWorkspaceId = (): string | null => current;

/** The cache's name for a workspace: part of every query key. */
export const workspaceKey = (id: string | null = current): string => id ?? 'personal';

export function setWorkspaceId(id: string | null): void {
  if (id === current) return;
  current = id;
  try {
    if (id) window.localStorage.setItem(STORAGE_KEY, id);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switched: follow it, so two tabs never write to different workspaces unknowingly.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen workspace id (null: personal), re-rendering on a switch. */
export const useWorkspaceId = (): string | null => useSyncExternalStore(subscribe, currentWorkspaceId, () => null);
