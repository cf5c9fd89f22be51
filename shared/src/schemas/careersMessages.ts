/** Spec messages (public spec §5, §8), shared by the careers pages and the API. */
export const CAREERS_MESSAGES = {
  required: 'Please complete all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  invalidUrl: 'Please enter a valid http or https URL.',
  jobNotFound: 'Job not found',
  noRolesMatch: 'No roles match your filters right now.',
  received: 'Application Received!',
  failed: 'Something went wrong. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
} as const;
