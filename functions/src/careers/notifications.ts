import { SITE, type JobPost } from '@cq/shared';
import type { Mail } from '../services/mail';
import type { StoredApplication } from '../data/leads/applications';

const field = (label: string, value: string | undefined) => `${`${label}:`.padEnd(14)}${value || '—'}`;

/** The careers mailbox's notice of a new application; links are plain text, already limited to http(s). */
export function applicationNotice(a: StoredApplication, job: JobPost | null): Mail {
  const role = job ? `${job.title} (${job.type}, ${job.location})` : 'General application';
  return {
    to: SITE.careersEmail,
    replyTo: a.email,
    subject: `New application: ${job ? job.title : 'General application'} – ${a.fullName}`,
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
      a.coverLetter,
      '',
      `Received ${a.createdAt} · reference ${a.id}`,
    ].join('\n'),
  };
}
