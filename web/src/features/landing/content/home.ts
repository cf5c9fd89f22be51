import type { LucideIcon } from 'lucide-react';
import { BookOpen, ClipboardCheck, FileText, Handshake, Library, Newspaper, ShieldCheck } from 'lucide-react';

export interface CoreService {
  id: string;
  title: string;
  description: string;
  points: string[];
  icon: LucideIcon;
}

/** Home: Core Services (spec §2). */
export const CORE_SERVICES: readonly CoreService[] = [
  {
    id: 'inspection-readiness',
    title: 'Inspection Readiness',
    description:
      'Mock inspections, TMF health checks and storyboards that prepare your team for FDA, EMA and sponsor inspections.',
    points: [
      'Mock inspections with real interview practice',
      'TMF and essential-document review',
      'Back-room support on the day',
    ],
    icon: ShieldCheck,
  },
  {
    id: 'sop-development',
    title: 'SOP Development',
    description:
      'Clear, compliant procedures written with the people who use them, aligned with ICH E6(R3) and 21 CFR requirements.',
    points: [
      'Gap analysis of your current set',
      'Plain-language SOPs and work instructions',
      'Role-based training and sign-off',
    ],
    icon: FileText,
  },
  {
    id: 'retained-qa',
    title: 'Retained QA Support',
    description:
      'A senior QA partner on call for audits, vendor oversight, CAPA and the questions that cannot wait for a hire.',
    points: ['Fractional head of QA', 'Vendor and site audits on demand', 'Monthly quality review'],
    icon: Handshake,
  },
];

/** Home: digital-services teaser (spec §1 prices). */
export const DIGITAL_SERVICES: readonly { title: string; price: string; icon: LucideIcon }[] = [
  { title: 'SOP Library', price: 'from $49/month', icon: Library },
  { title: 'Learning Hub', price: 'from $29/month', icon: BookOpen },
  { title: 'Regulatory Briefings', price: 'from $19/month', icon: Newspaper },
  { title: 'Mock Inspections', price: '$399/quarter', icon: ClipboardCheck },
];

/**
 * The hero's poster, and the title of the firm's overview film. The film itself is configured in the site
 * module (`SITE.heroFilmYoutubeId`); until it is, the hero shows the poster only.
 */
export const HERO_VIDEO = {
  title: 'How we take a clinical team from audit findings to inspection-ready',
  poster: '/media/hero-poster.svg',
} as const;
