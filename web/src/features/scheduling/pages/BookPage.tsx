// Deep import: the package root also exports zod schemas, which this page does not need.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';
import { CertificationsBlock, GetStartedTips } from '@/components/sections';
import { CalendarEmbed } from '../CalendarEmbed';
import { PageIntro } from './parts';

export function BookPage() {
  return (
    <>
      <PageIntro eyebrow="Complimentary · 30 minutes" title="Book Your Strategy Session">
        Pick a time for a complimentary 30-minute strategy session. We will look at where your clinical quality program
        stands today and agree the next two or three moves that matter most.
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <CalendarEmbed url={SITE.scheduling.discoveryCallUrl} height={760} title="Strategy session calendar" />
        <p className="mt-6 text-center text-muted-foreground">
          Can&apos;t find a time that works?{' '}
          <Link to="/contact" className="font-medium text-accent underline">
            Contact us
          </Link>{' '}
          and we will find one together.
        </p>
        <GetStartedTips className="mt-10" />
      </div>
      <CertificationsBlock className="bg-surface" />
    </>
  );
}

export default BookPage;
