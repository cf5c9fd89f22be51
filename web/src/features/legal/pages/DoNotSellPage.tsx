// Deep import: the package root also exports zod schemas.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LegalLayout, LegalSection } from './LegalLayout';

const REQUEST_MAIL = `mailto:${SITE.contactEmail}?subject=${encodeURIComponent('Do Not Sell or Share My Personal Information')}`;

export function DoNotSellPage() {
  return (
    <LegalLayout title="Do Not Sell or Share My Personal Information" updated="Last updated: January 2025">
      <LegalSection title="We do not sell your personal information">
        <p>
          {SITE.brandName} does not sell personal information and does not share it for cross-context behavioural
          advertising, as those terms are defined in the California Consumer Privacy Act (CCPA/CPRA) and similar state
          laws. We have not done so in the past twelve months.
        </p>
      </LegalSection>
      <LegalSection title="Opting out anyway">
        <p>
          You can still record an opt-out request, and we will honour it should our practices ever change. We also treat
          a Global Privacy Control signal from your browser as a valid opt-out.
        </p>
        <div className="pt-2">
          <Button asChild>
            <a href={REQUEST_MAIL}>Email an opt-out request</a>
          </Button>
        </div>
        <p>
          Include your name and the email address you use with us. We respond within 15 business days and do not require
          you to create an account.
        </p>
      </LegalSection>
      <LegalSection title="Other privacy rights">
        <p>
          To access, correct or delete your information, see our <Link to="/privacy-policy">Privacy Policy</Link> or
          call {SITE.phoneDisplay}, {SITE.businessHours}.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

export default DoNotSellPage;
