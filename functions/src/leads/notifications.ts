import { BUDGET_OPTIONS, optionLabel, SITE, TRIAL_PHASE_OPTIONS, URGENCY_OPTIONS } from '@cq/shared';
import type { Mail } from '../services/mail';
import { field, quoted } from '../services/mailText';
import type { StoredConsultationRequest, StoredContactMessage } from '../data/leads/leads';

export function contactNotice(m: StoredContactMessage): Mail {
  return {
    to: SITE.teamMailbox,
    replyTo: m.email,
    subject: `New contact message from ${m.name}`,
    text: [
      'A visitor sent a message through the contact form.',
      '',
      field('Name', m.name),
      field('Email', m.email),
      field('Company', m.company),
      field('Phone', m.phone),
      '',
      'Message:',
      quoted(m.message),
      '',
      `Received ${m.createdAt} · reference ${m.id}`,
    ].join('\n'),
  };
}

export function intakeNotice(r: StoredConsultationRequest): Mail {
  return {
    to: SITE.teamMailbox,
    replyTo: r.email,
    subject: `New project intake from ${r.full_name} (${r.company_name})`,
    text: [
      'A new project intake form was submitted (status: submitted).',
      '',
      field('Full name', r.full_name),
      field('Company', r.company_name),
      field('Role', r.role),
      field('Email', r.email),
      field('Phone', r.phone),
      field('Trial phase', optionLabel(TRIAL_PHASE_OPTIONS, r.trial_phase)),
      field('Preferred date', r.preferred_date),
      field('Urgency', optionLabel(URGENCY_OPTIONS, r.urgency)),
      field('Budget', optionLabel(BUDGET_OPTIONS, r.budget)),
      field('NDA required', r.nda_required ? 'Yes' : 'No'),
      '',
      'Project scope:',
      quoted(r.scope),
      '',
      'Review materials:',
      quoted(r.review_materials),
      '',
      'Additional notes:',
      quoted(r.additional_notes),
      '',
      `Received ${r.createdAt} · reference ${r.id}`,
    ].join('\n'),
  };
}

/**
 * The requester's confirmation. It goes to an address anyone can type into the form, so it echoes none of the
 * free text they entered (not even the name): otherwise the form would relay a stranger's words to any inbox.
 */
export function intakeConfirmation(r: StoredConsultationRequest): Mail {
  return {
    to: r.email,
    replyTo: SITE.contactEmail,
    subject: `We received your project intake – ${SITE.brandName}`,
    text: [
      'Hello,',
      '',
      `Thank you for submitting your project intake form to ${SITE.brandName}. Our team will review your`,
      'project details and get back to you within 24 hours.',
      '',
      field('Trial phase', optionLabel(TRIAL_PHASE_OPTIONS, r.trial_phase)),
      field('Preferred date', r.preferred_date),
      field('Urgency', optionLabel(URGENCY_OPTIONS, r.urgency)),
      field('Reference', r.id),
      '',
      `Questions in the meantime? Reply to this e-mail or call us at ${SITE.phoneDisplay} (${SITE.businessHoursShort}).`,
      '',
      `${SITE.brandName}`,
      '',
      'If you did not submit this request, you can ignore this e-mail.',
    ].join('\n'),
  };
}
