// Deep import: the package root also exports zod schemas, which this page does not need.
import { SITE } from '@cq/shared/site';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CertificationsBlock, GetStartedTips } from '@/components/sections';
import { usePageTitle } from '@/lib/usePageTitle';
import { BookingButton } from '../BookingButton';
import { NumberedSteps, PageIntro } from './parts';

export const BOOK_AUDIT_TITLE = 'Book Your Audit Strategy Session';

const STEPS = [
  {
    title: 'Pick a time',
    text: 'Choose a 30-minute slot. You get a calendar invite with a video link straight away.',
  },
  {
    title: 'Talk it through',
    text: 'We review your audit scope, the sites or vendors involved and any inspection dates.',
  },
  {
    title: 'Get your summary',
    text: 'Within 24 hours you receive a written summary with a recommended audit plan.',
  },
];

export function BookAuditPage() {
  usePageTitle(BOOK_AUDIT_TITLE);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <PageIntro eyebrow="Complimentary · 30 minutes" title={BOOK_AUDIT_TITLE}>
        Planning a GCP site audit, a vendor audit or an internal QA audit? In a 30-minute strategy session we help you
        scope it, risk-rank what to look at first and avoid surprises on the day.
      </PageIntro>
      <section className="mx-auto max-w-7xl px-4 sm:px-6 py-12" aria-labelledby="expect-heading">
        <h2 id="expect-heading" className="text-2xl font-bold tracking-tight">
          What to expect
        </h2>
        <div className="mt-6">
          <NumberedSteps steps={STEPS} />
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <BookingButton size="lg">Book Your 30-Minute Session</BookingButton>
          <p className="text-muted-foreground">
            Rather write first?{' '}
            <Link to="/contact" className="font-medium text-accent underline">
              Contact us
            </Link>{' '}
            or e-mail{' '}
            <a href={`mailto:${SITE.contactEmail}`} className="font-medium text-accent underline">
              {SITE.contactEmail}
            </a>
            .
          </p>
        </div>
        <GetStartedTips className="mt-12" />
      </section>
      <CertificationsBlock className="bg-surface" />
    </>
  );
}

export default BookAuditPage;
