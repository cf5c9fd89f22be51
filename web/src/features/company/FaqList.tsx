import { Disclosure } from '@/components/ui/disclosure';

const FAQS = [
  {
    q: 'What types of audits do you support?',
    a: 'Investigator site audits, vendor and CRO audits, TMF audits, system and process audits (including computerised systems and 21 CFR Part 11), pre-approval inspection readiness and for-cause audits. We also run mock inspections that follow the format of an FDA or EMA inspection.',
  },
  {
    q: 'Can we use your tools ourselves, without an engagement?',
    a: 'Yes. Our digital services, the SOP Library, Learning Hub, Regulatory Briefings and Mock Inspection Program, are built for self-service use, and the signed-in audit workspace lets your own team plan audits, record findings and track CAPA. You can add expert support whenever you need it.',
  },
  {
    q: 'How quickly can you get us audit-ready?',
    a: 'Most teams reach audit readiness in 2-4 weeks. We start with a focused gap assessment, prioritise what an auditor or inspector will look at first, and work through the plan with your team. Larger remediation programs run longer, and we tell you that upfront.',
  },
  {
    q: 'Do you work with sponsors, CROs or sites?',
    a: 'All three. We support sponsors of every size, CROs and their vendor-oversight programs, and investigator sites and site networks, across biotech, pharma and medical devices, remotely and on-site nationwide.',
  },
  {
    q: 'How is your approach different?',
    a: 'A senior auditor leads every project, findings are risk-rated and written in plain language, and every recommendation is sized to the team that has to carry it out. We aim to leave your team more capable, not more dependent on us.',
  },
  {
    q: 'How do you keep our information confidential?',
    a: 'We work under confidentiality agreements, either your CDA or MSA or our standard agreement, before any documents are shared. Access is limited to the people on your project and records are handled under documented procedures.',
  },
];

/**
 * /faq's questions, each its own disclosure: the page's island (web/src/islandRegistry.ts) as well as the app's,
 * so the ids are fixed (useId would not give the island the ids the app prerendered).
 */
export function FaqList() {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-background shadow-sm">
      {FAQS.map((f, i) => (
        <li key={f.q}>
          <Disclosure
            id={`faq-${i + 1}`}
            summary={f.q}
            buttonClassName="px-5 py-5 text-lg hover:bg-surface sm:px-6"
            panelClassName="px-5 pb-6 text-muted-foreground sm:px-6"
          >
            <p>{f.a}</p>
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
