/** The resource library (spec §3 "Resource"): every download is a file that ships with the site. */
export type ResourceType = 'checklist' | 'template' | 'guide' | 'framework' | 'methodology' | 'update';

export const RESOURCE_CATEGORIES = [
  'All',
  'Compliance',
  'Audit Prep',
  'Quality Management',
  'Documentation',
  'Risk Management',
  'Regulatory News',
] as const;
export type ResourceCategory = Exclude<(typeof RESOURCE_CATEGORIES)[number], 'All'>;
export type CategoryFilter = (typeof RESOURCE_CATEGORIES)[number];

export interface Resource {
  title: string;
  description: string;
  type: ResourceType;
  category: ResourceCategory;
  /** A file under web/public/resources/. */
  downloadUrl: string;
  featured: boolean;
}

export const RESOURCES: readonly Resource[] = [
  {
    title: 'GCP Audit Readiness Checklist',
    description:
      'Ten sections, from informed consent and SAE reporting to IP accountability and inspection logistics, with ICH E6(R3) and 21 CFR references.',
    type: 'checklist',
    category: 'Audit Prep',
    downloadUrl: '/resources/gcp-audit-readiness-checklist.txt',
    featured: true,
  },
  {
    title: 'CAPA Plan Template',
    description:
      'A fill-in plan covering problem statement, risk, root cause analysis, corrective and preventive actions and a predefined effectiveness check.',
    type: 'template',
    category: 'Quality Management',
    downloadUrl: '/resources/capa-plan-template.txt',
    featured: true,
  },
  {
    title: 'FDA BIMO Inspection Readiness Guide',
    description:
      'What inspectors ask for, a four-week preparation plan, conduct during the inspection and how to respond to a Form FDA 483.',
    type: 'guide',
    category: 'Compliance',
    downloadUrl: '/resources/fda-bimo-inspection-readiness-guide.txt',
    featured: true,
  },
  {
    title: 'SOP Review Checklist',
    description:
      'Document control, regulatory alignment, usability, interfaces and training checks for periodic or change-driven SOP reviews.',
    type: 'checklist',
    category: 'Documentation',
    downloadUrl: '/resources/sop-review-checklist.txt',
    featured: false,
  },
  {
    title: '21 CFR Part 11 Controls Checklist',
    description:
      'Assess a computerised system against the Part 11 controls for electronic records and signatures, including audit trails and access.',
    type: 'checklist',
    category: 'Compliance',
    downloadUrl: '/resources/part-11-controls-checklist.txt',
    featured: false,
  },
  {
    title: 'TMF Health Check Template',
    description:
      'Measure trial master file completeness, timeliness and quality, map record locations and confirm retention periods.',
    type: 'template',
    category: 'Documentation',
    downloadUrl: '/resources/tmf-health-check-template.txt',
    featured: false,
  },
  {
    title: 'Vendor Qualification and Oversight Framework',
    description:
      'A five-step, risk-based framework for selecting, contracting and overseeing CROs and other service providers.',
    type: 'framework',
    category: 'Risk Management',
    downloadUrl: '/resources/vendor-oversight-framework.txt',
    featured: false,
  },
  {
    title: 'Root Cause Analysis Methodology',
    description:
      'Problem statements, 5 Whys, fishbone and change analysis, and the traps that make CAPAs fail, with a worked example.',
    type: 'methodology',
    category: 'Quality Management',
    downloadUrl: '/resources/root-cause-analysis-methodology.txt',
    featured: false,
  },
  {
    title: 'ICH E6(R3) Briefing',
    description:
      'What changed in the new GCP guideline adopted in January 2025, and a five-point action list for sponsors and sites.',
    type: 'update',
    category: 'Regulatory News',
    downloadUrl: '/resources/ich-e6-r3-briefing.txt',
    featured: false,
  },
];

/** Case-insensitive search over title and description, then the category (spec §2). */
export function filterResources(resources: readonly Resource[], search: string, category: CategoryFilter): Resource[] {
  const needle = search.trim().toLowerCase();
  return resources.filter(
    (r) =>
      (category === 'All' || r.category === category) &&
      (!needle || r.title.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle)),
  );
}

/** The featured section shows only under All. */
export const featuredResources = (resources: readonly Resource[], category: CategoryFilter): Resource[] =>
  category === 'All' ? resources.filter((r) => r.featured) : [];

export const fileName = (r: Resource): string => r.downloadUrl.split('/').pop()!;
