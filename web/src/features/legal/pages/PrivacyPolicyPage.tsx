// Deep import: the package root also exports zod schemas.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';
import { LegalLayout, LegalSection } from './LegalLayout';

/** Shown at /privacy-policy and at /privacy (spec route table). */
export function PrivacyPolicyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="Last updated: January 2025">
      <LegalSection title="Who we are">
        <p>
          {SITE.legalName} (“{SITE.brandName}”, “we”, “us”) provides clinical quality-assurance and GCP audit consulting
          and an online audit workspace. This policy explains what personal information we collect through this website
          and the workspace, how we use it and the choices you have.
        </p>
      </LegalSection>
      <LegalSection title="Information we collect">
        <ul>
          <li>
            Information you give us: your name, email, phone, company and the details you send through our contact,
            intake, careers and scheduling forms.
          </li>
          <li>
            Account information: when you sign up for the workspace, your email, name and the records you create there.
          </li>
          <li>
            Payment information for subscriptions is collected and processed by our payment provider; we do not store
            card numbers.
          </li>
          <li>
            Technical information: pages visited, browser type and error reports that help us keep the site working.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="How we use information">
        <ul>
          <li>To respond to enquiries, schedule consultations and deliver the services you ask for.</li>
          <li>To run, secure and improve the website and the audit workspace.</li>
          <li>To send service messages and, if you opt in, our newsletter. You can unsubscribe at any time.</li>
          <li>To meet legal, regulatory and contractual obligations.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Client and study information">
        <p>
          Documents and study information shared during an engagement are handled under the confidentiality agreement
          (CDA or MSA) in place with you. We do not ask for participant-identifiable health information; where it is
          unavoidable, it is handled under the terms of that agreement and applicable law.
        </p>
      </LegalSection>
      <LegalSection title="Sharing">
        <p>
          We do not sell personal information. We share it only with service providers that help us run our business
          (hosting, email, payments, scheduling) under contracts that limit their use of it, or when the law requires.
          See <Link to="/do-not-sell">Do Not Sell My Personal Information</Link>.
        </p>
      </LegalSection>
      <LegalSection title="Cookies">
        <p>
          We use only the cookies and local storage needed to keep you signed in and the site secure. We do not use
          advertising cookies. Embedded videos load only when you press play, from YouTube’s privacy-enhanced domain.
        </p>
      </LegalSection>
      <LegalSection title="Retention and security">
        <p>
          We keep personal information only as long as needed for the purposes above or as the law requires. Data is
          encrypted in transit and at rest, and access is limited to the people who need it.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          Depending on where you live, you may ask to access, correct or delete your personal information, or to limit
          how we use it. We will not treat you differently for exercising these rights.
        </p>
      </LegalSection>
      <LegalSection title="Contact us">
        <p>
          Email <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a> or call {SITE.phoneDisplay}. We are
          available {SITE.businessHoursShort}.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

export default PrivacyPolicyPage;
