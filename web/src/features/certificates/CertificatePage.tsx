import { useQuery } from '@tanstack/react-query';
import { normaliseCertificateCode } from '@cq/shared/learning/rules';
import { BadgeCheck, CircleHelp } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { apiQuery } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/usePageTitle';

/** /certificates/:code (public, issue 22): confirms a Learning Hub certificate, or says the code is unknown. */
export function CertificatePage() {
  usePageTitle('Verify a certificate');
  const { code = '' } = useParams();
  const check = useQuery({ ...apiQuery('GET /api/certificates/{code}', { params: { code } }), retry: false });
  const status = refusalOf(check.error)?.status;
  // A confirmed code reads as printed on the certificate; any other as typed, so a mistyped letter is not
  // shown turned into a digit the visitor never entered.
  const shown = check.data ? normaliseCertificateCode(code) : code;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-16">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Certificate check</h1>
        <p className="text-muted-foreground">
          Verification code <span className="font-mono font-semibold break-all">{shown}</span>
        </p>
      </div>
      {check.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Checking…
        </p>
      ) : check.data ? (
        <section
          aria-labelledby="certificate-result"
          className="grid gap-2 rounded-[var(--radius-card)] border border-border p-5"
        >
          <h2 id="certificate-result" className="flex items-center gap-2 text-xl font-semibold text-success">
            <BadgeCheck className="size-5" aria-hidden="true" /> Certificate confirmed
          </h2>
          <p>
            <span className="font-semibold">{check.data.name}</span> completed the Learning Hub course{' '}
            <span className="font-semibold">{check.data.course}</span> and passed its final assessment on{' '}
            {formatDate(check.data.issuedAt)}.
          </p>
        </section>
      ) : status === 404 ? (
        <section aria-labelledby="certificate-result" className="grid gap-2 rounded-[var(--radius-card)] border p-5">
          <h2 id="certificate-result" className="flex items-center gap-2 text-xl font-semibold">
            <CircleHelp className="size-5" aria-hidden="true" /> Unknown certificate code
          </h2>
          <p>
            No certificate has this code. Check it against the code printed on the certificate (four groups of four
            letters and digits).
          </p>
        </section>
      ) : (
        <FormAlert>
          {status === 429
            ? 'Too many checks from your network. Wait a few minutes and try again.'
            : 'The certificate could not be checked. Reload the page to try again.'}
        </FormAlert>
      )}
    </div>
  );
}

export default CertificatePage;
