import {
  CERTIFICATE_CODE,
  LEARNING_MESSAGES,
  certificatePath,
  normaliseCertificateCode,
} from '@cq/shared/learning/rules';
import type { CertificateCheck } from '@cq/shared/learning/schemas';
import { NotFoundError } from '../domain/errors';
import { certificateByCode } from '../data/learning/progress';
import { env } from '../lib/env';
import type { AuthUser } from '../lib/event';

/** A certificate by a code as typed; a code that cannot be one is unknown without a read. */
async function certificateOr404(input: string) {
  const code = normaliseCertificateCode(input);
  const found = CERTIFICATE_CODE.test(code) ? await certificateByCode(code) : null;
  if (!found) throw new NotFoundError(LEARNING_MESSAGES.certificateNotFound);
  return found;
}

/** The public check: who holds it, for which course, since when. Nothing else about the person. */
export async function checkCertificate(code: string): Promise<CertificateCheck> {
  const c = await certificateOr404(code);
  return { name: c.name, course: c.course, issuedAt: c.issuedAt };
}

/** The holder's certificate as a PDF; anyone else's code is the same 404 as an unknown one. */
export async function certificatePdf(user: AuthUser, code: string) {
  const c = await certificateOr404(code);
  if (c.userId !== user.sub) throw new NotFoundError(LEARNING_MESSAGES.certificateNotFound);
  const { renderCertificatePdf } = await import('./certificatePdf');
  const file = await renderCertificatePdf({
    name: c.name,
    course: c.course,
    issuedOn: c.issuedAt.slice(0, 10),
    code: c.code,
    verifyAt: `${env.siteUrl()}${certificatePath(c.code)}`,
  });
  return { fileName: `Certificate ${c.course} ${c.code}.pdf`, file: Buffer.from(file) };
}
