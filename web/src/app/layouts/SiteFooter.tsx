// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { BrandLink } from './BrandLink';

const COLUMNS: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: 'Services',
    links: [
      { to: '/services', label: 'GCP Audit Support' },
      { to: '/services', label: 'Inspection Readiness' },
      { to: '/solutions', label: 'Solutions' },
      { to: '/subscriptions', label: 'Digital Subscriptions' },
      { to: '/schedule-call', label: 'Schedule a Call' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: '/resources', label: 'Resource Library' },
      { to: '/insights', label: 'Insights' },
      { to: '/case-studies', label: 'Case Studies' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/faq', label: 'FAQ' },
      { to: '/developers', label: 'Developers & API' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/why-us', label: 'Why Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/contact', label: 'Contact' },
    ],
  },
];

const POLICIES = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/do-not-sell', label: 'Do Not Sell My Personal Information' },
];

const linkClass = 'rounded-sm text-muted-foreground hover:text-foreground hover:underline';

/** The year of the build (web/vite.config.ts `define`); prerendered pages carry it in their markup. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
const neverChanges = () => () => {};

/**
 * The viewer's current year. While a prerendered page hydrates, React renders the build's year (what the
 * markup says, so there is no hydration mismatch) and then moves on to the viewer's, if it differs.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

/** Spec §2 footer: brand, Services, Resources and Company columns; mailbox link; copyright; policies. */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <BrandLink />
          <p className="mt-4 text-sm text-muted-foreground">
            Independent GCP audit and clinical quality assurance for sponsors, CROs and investigator sites.{' '}
            {SITE.serviceArea}, remote and on-site.
          </p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a
                className="font-medium text-accent underline-offset-4 hover:underline"
                href={`mailto:${SITE.contactEmail}`}
              >
                {SITE.contactEmail}
              </a>
            </li>
            <li className="text-muted-foreground">{SITE.phoneDisplay}</li>
            <li className="text-muted-foreground">{SITE.businessHours}</li>
          </ul>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.heading} aria-label={`Footer ${col.heading}`}>
            <h2 className="text-sm font-semibold text-foreground">{col.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.label}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {SITE.copyrightSince}–{year} {SITE.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {POLICIES.map((p) => (
              <li key={p.to}>
                <Link to={p.to} className={linkClass}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
