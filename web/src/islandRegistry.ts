/**
 * The islands of the public pages (PublicLayout marks their roots with lib/islands/Island.tsx), each its own
 * chunk: the component the app renders there, with the props a visitor without a stored session gets.
 */
import type { IslandRegistry } from '@/lib/islands/islandRoots';

export const ISLANDS: IslandRegistry = {
  menu: () => import('@/app/layouts/PublicMobileMenu').then((m) => m.MenuIsland),
  chat: () => import('@/features/chat/ChatLauncher').then((m) => m.ChatLauncher),
};
