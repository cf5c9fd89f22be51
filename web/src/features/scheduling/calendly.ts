import type { CalendlyStatus } from '@cq/shared';
// Deep import: the package root also exports zod schemas, which must stay out of page chunks that do not need them.
import { SITE } from '@cq/shared/site';
import { api } from '@/lib/api/client';
import { calendly, openInNewTab, openSchedulingPopup } from './popup';

export { calendly, openInNewTab, openSchedulingPopup, schedulingUrl } from './popup';

/** The scheduling service's widget script and styles (allowed by the CSP: script-src/style-src assets.calendly.com). */
export const CALENDLY_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';
export const CALENDLY_STYLE_URL = 'https://assets.calendly.com/assets/external/widget.css';

/** Spec §9: the embed polls every 100 ms for the script and gives up after 10 s. */
export const CALENDLY_POLL_MS = 100;
export const CALENDLY_GIVE_UP_MS = 10_000;

/** Adds the widget script and stylesheet to the page once; later calls do nothing. */
export function loadCalendlyScript(): void {
  if (!document.querySelector(`script[src="${CALENDLY_SCRIPT_URL}"]`)) {
    const script = document.createElement('script');
    script.src = CALENDLY_SCRIPT_URL;
    script.async = true;
    document.head.appendChild(script);
  }
  if (!document.querySelector(`link[href="${CALENDLY_STYLE_URL}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = CALENDLY_STYLE_URL;
    document.head.appendChild(link);
  }
}

export const fetchCalendlyStatus = (): Promise<CalendlyStatus> => api('GET /api/calendly/status');

/**
 * The booking button's decision (spec §4): popup when the service is configured and its script is present,
 * the OAuth redirect mode when that is configured, a new tab otherwise. A failed status check logs and
 * opens the popup or a new tab anyway.
 */
export async function startBooking(fallbackUrl: string = SITE.scheduling.discoveryCallUrl): Promise<void> {
  let status: CalendlyStatus;
  try {
    status = await fetchCalendlyStatus();
  } catch (error) {
    console.error('Failed to check scheduling status', error);
    openSchedulingPopup(fallbackUrl);
    return;
  }
  const url = status.scheduling_url || fallbackUrl;
  if (status.calendly_configured && calendly()) calendly()!.initPopupWidget({ url });
  else if (status.oauth_configured) window.location.assign('/api/auth/calendly');
  else openInNewTab(url);
}
