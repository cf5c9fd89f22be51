/**
 * Brand and business details: the one place every page, e-mail and structured-data block reads them from.
 * The spec leaves these as placeholders; a deployment may override the contact values through configuration.
 */
export const SITE = {
  brandName: 'Clarity Clinical QA',
  legalName: 'Clarity Clinical QA, LLC',
  tagline: 'GCP audit and clinical quality assurance, done with clarity.',
  contactEmail: 'hello@clarityclinicalqa.com',
  teamMailbox: 'team@clarityclinicalqa.com',
  careersEmail: 'careers@clarityclinicalqa.com',
  phone: '+1 (617) 555-0142',
  phoneDisplay: '(617) 555-0142',
  serviceArea: 'Nationwide US',
  businessHours: 'Monday to Friday, 8:00 AM to 6:00 PM EST',
  businessHoursShort: '8am-6pm EST, Monday-Friday',
  /** Public scheduling pages (the external scheduling service). */
  scheduling: {
    discoveryCallUrl: 'https://calendly.com/clarity-clinical-qa/30min',
    strategySessionUrl: 'https://calendly.com/clarity-clinical-qa/strategy-session',
  },
  certifications: [
    { name: 'GCP Certified', url: 'https://ichgcp.net/' },
    { name: 'FDA Compliant', url: 'https://www.fda.gov/science-research/clinical-trials-and-human-subject-protection' },
    { name: 'ISO 13485', url: 'https://www.iso.org/standard/59752.html' },
  ],
  memberships: [
    { name: 'Society of Quality Assurance', url: 'https://www.sqa.org/' },
    { name: 'Good Clinical Practice certification', url: 'https://gcp.nihr.ac.uk/' },
  ],
  /** The footer reads '© <this>–<the current year>': only the first year is fixed. */
  copyrightSince: 2019,
  /**
   * The firm's own overview film on YouTube (its video id). Until it is set the home hero shows the poster
   * only; once set, the poster gets a play button that loads the privacy-enhanced player on request.
   */
  heroFilmYoutubeId: undefined as string | undefined,
} as const;
