/**
 * Quala's scripted answers (public spec §4, §9): a reply is chosen by keyword, never by a server call.
 * Pure data and functions, so every rule is unit-tested.
 */
// Deep imports: the package root also exports zod schemas, which the chat chunk does not need.
import { formatUsd, PRODUCTS, INTERVAL_SUFFIX, PROFESSIONAL_MONTHLY_CENTS } from '@cq/shared/pricing';
import { SITE } from '@cq/shared/site';

import type { ChatVariant } from './variant';

export { variantForPath, type ChatVariant } from './variant';

export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'quala';
  timestamp: Date;
}

export const REPLY_DELAY_MS: Record<ChatVariant, number> = { default: 1000, careers: 1500 };

export const GREETING =
  "Hi, I'm Quala, the clinical QA assistant. I can tell you about GCP audits, SOPs, CAPA and how to work with us. What can I help you with today?";

const productPrices = PRODUCTS.map(
  (p) => `${p.name} from ${formatUsd(p.prices[0]!.amountCents)}${INTERVAL_SUFFIX[p.prices[0]!.interval]}`,
).join(', ');

export const ANSWERS = {
  schedule:
    'You can book a free 30-minute discovery call with one of our senior auditors. Use the "Schedule a Free Consultation" button, or visit the Schedule page to pick a time that suits you. You will get a custom proposal within 24 hours of the call.',
  pricing: `Consulting engagements are scoped and quoted after a free consultation, so you only pay for what your study needs. For self-service tools, the Professional plan is ${formatUsd(PROFESSIONAL_MONTHLY_CENTS)}/mo, and our digital subscriptions are ${productPrices}. Every plan has a 30-day money-back guarantee.`,
  gcp: 'We support GCP compliance end to end: site, vendor and internal QA audits, mock inspections and inspection readiness programs aligned with ICH E6(R3) and FDA requirements. Most clients reach audit readiness in 2-4 weeks. A free consultation is the quickest way to scope your audit.',
  intake:
    'The project intake form helps us prepare a precise proposal. It asks for your company info, project details (trial phase and scope), your timeline, any existing CAPAs/SOPs we should review, and your budget. It takes about five minutes, and we reply within 24 hours.',
  sop: 'We write new SOPs and review existing ones against ICH E6(R3), 21 CFR Parts 11, 50, 56 and 312, and your own processes. You get clear, role-based procedures with training materials, so your team can follow them and show an inspector that they do.',
  capa: 'Good CAPA starts with a real root cause. We facilitate root-cause analysis (5 Whys, fishbone), write corrective and preventive actions with owners and due dates, and define effectiveness checks in advance so a CAPA is only closed when it has worked.',
  cms: 'Our insights and blog articles are written by our QA consultants and cover regulatory updates, quality systems, monitoring, documentation and quality culture. Browse them on the Insights page, or subscribe to the newsletter to get new articles by e-mail.',
  default: `Thanks for your question! Every study is different, so the best next step is a free, no-pressure consultation with one of our senior auditors. Book a call, or e-mail us at ${SITE.contactEmail} and we will get back to you.`,
} as const;

export type AnswerId = keyof typeof ANSWERS;

interface Rule {
  answer: AnswerId;
  keywords: readonly string[];
  variants?: readonly ChatVariant[];
}

/** Checked in order; the first rule with a keyword in the message wins. */
export const RULES: readonly Rule[] = [
  { answer: 'schedule', keywords: ['schedule', 'booking', 'appointment'] },
  { answer: 'pricing', keywords: ['price', 'cost', 'pricing'] },
  { answer: 'gcp', keywords: ['gcp', 'compliance', 'audit'] },
  { answer: 'intake', keywords: ['form', 'intake', 'information'] },
  { answer: 'cms', keywords: ['cms', 'content', 'blog'], variants: ['careers'] },
];

export function answerFor(message: string, variant: ChatVariant = 'default'): AnswerId {
  const text = message.toLowerCase();
  const rule = RULES.find(
    (r) => (!r.variants || r.variants.includes(variant)) && r.keywords.some((k) => text.includes(k)),
  );
  return rule?.answer ?? 'default';
}

export const replyFor = (message: string, variant: ChatVariant = 'default'): string =>
  ANSWERS[answerFor(message, variant)];

/** Quick questions: the first opens scheduling (and closes the chat); the others add a canned answer. */
export type QuickAction = { label: string } & ({ kind: 'schedule' } | { kind: 'answer'; answer: AnswerId });

export const QUICK_ACTIONS: Record<ChatVariant, readonly QuickAction[]> = {
  default: [
    { label: 'Schedule a Free Consultation', kind: 'schedule' },
    { label: 'GCP Audit Readiness', kind: 'answer', answer: 'gcp' },
    { label: 'SOP Development', kind: 'answer', answer: 'sop' },
    { label: 'CAPA Strategy', kind: 'answer', answer: 'capa' },
  ],
  careers: [
    { label: 'Schedule a Consultation', kind: 'schedule' },
    { label: 'Intake Form Information', kind: 'answer', answer: 'intake' },
    { label: 'Pricing', kind: 'answer', answer: 'pricing' },
  ],
};

/** Blank after trimming is never sent. */
export const canSend = (text: string): boolean => text.trim().length > 0;

/** Only while the greeting is the only message. */
export const showQuickActions = (messages: readonly ChatMessage[]): boolean =>
  messages.length === 1 && messages[0]!.sender === 'quala';

let seq = 0;
export function createMessage(content: string, sender: ChatMessage['sender'], now = new Date()): ChatMessage {
  seq += 1;
  return { id: `${now.getTime().toString(36)}-${seq}`, content, sender, timestamp: now };
}

export const greeting = (): ChatMessage => createMessage(GREETING, 'quala');
