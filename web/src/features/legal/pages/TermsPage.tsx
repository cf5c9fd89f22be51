// Deep import: the package root also exports zod schemas.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';
import { LegalLayout, LegalSection } from './LegalLayout';

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated="Last updated: January 2025">
      <LegalSection title="Agreement">
        <p>
          These terms govern your use of the {SITE.brandName} website, digital subscriptions and audit workspace. By
          using them you agree to these terms. Consulting engagements are governed by the separate agreement signed for
          each engagement; if the two conflict, that agreement prevails.
        </p>
      </LegalSection>
      <LegalSection title="Not regulatory or legal advice">
        <p>
          Website content, templates, training and briefings are general information for qualified professionals. They
          do not replace your own judgement, your quality system or advice given for your specific situation, and they
          do not guarantee any inspection or audit outcome.
        </p>
      </LegalSection>
      <LegalSection title="Accounts">
        <p>
          Keep your sign-in details confidential and tell us promptly about any unauthorised use. You are responsible
          for the records created under your account and for having the right to upload the documents you share.
        </p>
      </LegalSection>
      <LegalSection title="Subscriptions and payment">
        <ul>
          <li>Subscriptions renew automatically each billing period until cancelled; you can cancel at any time.</li>
          <li>New subscriptions carry a 30-day money-back guarantee.</li>
          <li>
            Prices are shown on the <Link to="/pricing">pricing page</Link> and may change with 30 days’ notice.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Licence to materials">
        <p>
          SOP templates and training materials are licensed for use within your organisation. You may adapt them for
          your own quality system but not resell or publish them.
        </p>
      </LegalSection>
      <LegalSection title="Acceptable use">
        <p>
          Do not misuse the services: no attempts to break security, overload the service, access other customers’ data
          or upload unlawful content.
        </p>
      </LegalSection>
      <LegalSection title="Liability">
        <p>
          To the extent the law allows, our total liability arising from the website and subscriptions is limited to the
          amount you paid us for them in the twelve months before the claim.
        </p>
      </LegalSection>
      <LegalSection title="Governing law and contact">
        <p>
          These terms are governed by the laws of the Commonwealth of Massachusetts. Questions:{' '}
          <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>. See also our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

export default TermsPage;
