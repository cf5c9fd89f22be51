/**
 * The islands of the public pages (PublicLayout marks their roots with lib/islands/Island.tsx), each its own
 * chunk: the component the app renders there, with the props a visitor without a stored session gets. Each page
 * marks its own (the contact form on /contact, the intake form on /intake-form, the application form on
 * /careers/apply, the newsletter box on /resources, the scheduling banner on /) and the other controls of those
 * pages: the questions on /faq, the service cards on /services, the search and chips on /resources, the billing
 * period and the products it prices on /subscriptions.
 */
import type { IslandRegistry } from '@/lib/islands/islandRoots';

export const ISLANDS: IslandRegistry = {
  // The sheet is what the tap that hydrates the menu opens: fetched alongside, not after the replayed click.
  menu: () =>
    Promise.all([import('@/app/layouts/PublicMobileMenu'), import('@/app/layouts/MobileSheet')]).then(
      ([m]) => m.MenuIsland,
    ),
  // Likewise the chat panel.
  chat: () =>
    Promise.all([import('@/features/chat/ChatLauncher'), import('@/features/chat/ChatPanel')]).then(
      ([m]) => m.ChatLauncher,
    ),
  // The forms post through lib/api/call.ts (no query cache) and raise toasts in the islands' host (hydrateIsland.tsx).
  contact: () => import('@/features/leads/ContactForm').then((m) => m.ContactForm),
  // Started at once by islands.ts when the address carries the banner's parameters.
  // /careers/apply as prerendered: the general application (islands.ts starts the app instead when a role is named).
  apply: () => import('@/features/careers/ApplyContent').then((m) => m.GeneralApplication),
  calendly: () => import('@/features/landing/components/CalendlyBannerIsland').then((m) => m.CalendlyBannerIsland),
  intake: () => import('@/features/leads/IntakeSection').then((m) => m.IntakeSection),
  // Disclosures and filters: state of their own, no call.
  faq: () => import('@/features/company/FaqList').then((m) => m.FaqList),
  services: () => import('@/features/services/ServiceCardList').then((m) => m.ServiceCardList),
  resources: () => import('@/features/resources/ResourceLibrary').then((m) => m.ResourceLibrary),
  // Its Subscribe posts through lib/api/call.ts too (a visitor's public checkout).
  subscriptions: () => import('@/features/pricing/SubscriptionPlans').then((m) => m.SubscriptionPlans),
  newsletter: () => import('@/features/resources/ResourcesNewsletter').then((m) => m.ResourcesNewsletter),
};
