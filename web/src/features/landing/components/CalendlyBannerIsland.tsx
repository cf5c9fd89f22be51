import { useEffect } from 'react';
import { takeCalendlyOutcome } from '../calendlyOutcome';
import { CalendlyBanner } from './CalendlyBanner';

/**
 * The banner's island on the prerendered `/` (web/src/islandRegistry.ts; web/src/islands.ts starts it at once
 * when the address carries the parameters): reads them, takes them out of the address (replace, so Back does
 * not bring them again; there is no router yet) and shows the banner. Renders nothing at first, as prerendered.
 */
export function CalendlyBannerIsland() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const rest = takeCalendlyOutcome(search);
    if (rest !== null) window.history.replaceState(window.history.state, '', `${pathname}${rest}${hash}`);
  }, []);
  return <CalendlyBanner />;
}
