import { NewsletterSignup } from '@/features/newsletter';

/** /resources' newsletter box: a component of its own, as the page's island (web/src/islandRegistry.ts) needs one. */
export function ResourcesNewsletter() {
  return (
    <NewsletterSignup
      source="resources"
      title="Get new resources first"
      description="New checklists, templates and regulatory briefings in your inbox, about once a month."
    />
  );
}
