// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';

/** Minimal footer; the public-site issue grows it to the spec's four columns and policy links. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <div>
          <Link to="/" className="font-semibold text-foreground">
            {SITE.brandName}
          </Link>
          <p className="mt-1">
            <a className="text-accent underline" href={`mailto:${SITE.contactEmail}`}>
              {SITE.contactEmail}
            </a>
          </p>
        </div>
        <p>
          © {SITE.copyrightYears} {SITE.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
