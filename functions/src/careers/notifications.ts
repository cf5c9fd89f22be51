import { cleanLeadLine, SITE, type JobPost } from '@cq/shared';
import type { Mail } from '../services/mail';
import { field as line, quoted } from '../services/mailText';
import type { StoredApplication } from '../data/leads/applications';

/**
 * Every value is the applicant's own text (the job's fields are staff's): cleaned and kept to one line, the
 * cover letter cleaned and quoted, as the leads' notices do, so an application cannot forge a line of it.
 */
const field = (label: string, value: string | undefined) => line(label, value, 14);

/** The careers mailbox's notice of a new application; links are plain text, already limited to http(s). */
export function applicationNotice(a: StoredApplication, job: JobPost | null): Mail {
  const role = job ? `${job.title} (${job.type}, ${job.location})` : 'General application';
  return {
    to: SITE.careersEmail,
    replyTo: a.email,
    subject: `New application: ${job ? job.title : 'General application'} – ${cleanLeadLine(a.fullName)}`,
    text: [
      'A new job application arrived through the careers page.',
      '',
      field('Role', role),
      ...(job ? [field('Job id', job.id)] : []),
      field('Full name', a.fullName),
      field('Email', a.email),
      field('Resume', a.resumeUrl),
      field('LinkedIn', a.linkedin),
      field('Portfolio', a.portfolio),
      field('Consent', a.consent ? 'Given' : 'Not given'),
      '',
      'Cover letter:',
      quoted(a.coverLetter),
      '',
      `Received ${a.createdAt} · reference ${a.id}`,
    ].join('\n'),
  };
}
