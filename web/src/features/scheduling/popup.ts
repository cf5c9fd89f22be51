// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';

/**
 * The smallest part of the scheduling feature: opening the scheduling popup or page. It is exported from the
 * feature's index (the chat uses it), so it stays free of the request layer and of UI code.
 */
export interface CalendlyWidget {
  initPopupWidget(options: { url: string }): void;
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyWidget;
  }
}

export const calendly = (): CalendlyWidget | undefined => window.Calendly;

/** The scheduling page for an event type: the 30-minute call, or the strategy session. */
export function schedulingUrl(eventType?: 'strategy-session'): string {
  return eventType === 'strategy-session' ? SITE.scheduling.strategySessionUrl : SITE.scheduling.discoveryCallUrl;
}

export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener');
};

/** The scheduling popup when the widget script is on the page, otherwise the scheduling page in a new tab. */
export function openSchedulingPopup(url: string = SITE.scheduling.discoveryCallUrl): void {
  const widget = calendly();
  if (widget) widget.initPopupWidget({ url });
  else openInNewTab(url);
}
