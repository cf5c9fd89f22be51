import type { Testimonial } from './types';

/**
 * Client words, shared with permission. Most of our work is under confidentiality agreements, so clients
 * are named by role and organisation type rather than by company.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'biotech-oncology-vp',
    quote:
      'Three weeks before our first FDA inspection we had gaps in the TMF and no one to own them. Their team built the readiness plan, ran a mock inspection with our staff and sat beside us on day one. The inspection closed with no Form 483.',
    author: 'Dana R.',
    title: 'VP, Clinical Operations',
    company: 'Oncology biotech (Series C)',
    industry: 'Biotech',
    rating: 5,
  },
  {
    id: 'cro-qa-director',
    quote:
      'We needed SOPs that our project teams would actually follow. They rewrote twenty-two procedures in plain language, trained every department and set up a review cycle we still run today.',
    author: 'Michael T.',
    title: 'Director of Quality Assurance',
    company: 'Mid-size CRO',
    industry: 'CRO',
    rating: 5,
  },
  {
    id: 'site-network-manager',
    quote:
      'Our sites were getting the same monitoring findings study after study. Their root-cause work and CAPA follow-through finally broke the pattern, and our sponsors noticed.',
    author: 'Priya S.',
    title: 'Site Network Quality Manager',
    company: 'Multi-site research network',
    industry: 'Clinical Sites',
    rating: 5,
  },
  {
    id: 'pharma-head-qa',
    quote:
      'Clear scopes, clear reports, no surprises on the invoice. Their audit reports are the ones our leadership actually reads, because every finding comes with a risk rating and a practical fix.',
    author: 'James K.',
    title: 'Head of GCP Quality',
    company: 'Specialty pharma company',
    industry: 'Pharma',
    rating: 5,
  },
  {
    id: 'sponsor-clinical-lead',
    quote:
      'As a small sponsor we could not justify a full-time QA hire. The retained support model gives us a senior auditor on call, vendor audits when we need them and someone who knows our studies.',
    author: 'Elena M.',
    title: 'Clinical Development Lead',
    company: 'Rare-disease sponsor',
    industry: 'Biotech',
    rating: 5,
  },
  {
    id: 'investigator-site-director',
    quote:
      'The coaching sessions changed how our coordinators think about source documentation. Our last sponsor audit was the cleanest we have had in nine years of running trials.',
    author: 'Robert L.',
    title: 'Research Site Director',
    company: 'Academic investigator site',
    industry: 'Clinical Sites',
    rating: 5,
  },
];
