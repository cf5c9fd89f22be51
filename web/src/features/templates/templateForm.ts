import type { Grading } from '@cq/shared/reports/grading';
import type { TemplateContentInput, TemplateQuestionInput } from '@cq/shared/templates/schemas';

/** A new question as the editor adds it: the writer fills in the text. */
export const NEW_QUESTION: TemplateQuestionInput = {
  section: '',
  question: '',
  category: '',
  priority: 'medium',
  guidance: '',
  reference: '',
  evidenceRequired: false,
};

/** What "New template" creates: a draft with one question to rewrite (a template has at least one). */
export const BLANK_TEMPLATE: TemplateContentInput = {
  name: 'New template',
  type: 'gcp_site_audit',
  questions: [{ ...NEW_QUESTION, question: 'Is the first requirement met?', category: 'General' }],
};

/** Where a workspace's own grading starts when it is switched on: four grades a QA team commonly uses. */
export const STARTER_GRADING: Grading = {
  grades: [
    { label: 'Critical', points: 25, severity: 'critical' },
    { label: 'Major', points: 15, severity: 'high' },
    { label: 'Minor', points: 5, severity: 'medium' },
    { label: 'Observation', points: 1, severity: 'low' },
  ],
  matrix: {
    non_compliant: { critical: 'Critical', high: 'Major', medium: 'Minor' },
    minor_finding: { critical: 'Major', high: 'Minor', medium: 'Observation' },
  },
};
