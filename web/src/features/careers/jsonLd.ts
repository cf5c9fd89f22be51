import { jobPostingJsonLd, type JobPost } from '@cq/shared';
import { useEffect } from 'react';

const ATTR = 'data-job-posting';

/**
 * Injects one `<script type="application/ld+json">` JobPosting block per job into the head, and removes them
 * when the page unmounts or the list changes. `<` is escaped so the JSON can never close the element.
 */
export function useJobPostingJsonLd(jobs: readonly JobPost[] | undefined): void {
  useEffect(() => {
    if (!jobs?.length) return;
    const origin = window.location.origin;
    const scripts = jobs.map((job) => {
      const el = document.createElement('script');
      el.type = 'application/ld+json';
      el.setAttribute(ATTR, job.id);
      el.textContent = JSON.stringify(jobPostingJsonLd(job, { origin })).replace(/</g, '\\u003c');
      document.head.appendChild(el);
      return el;
    });
    return () => scripts.forEach((el) => el.remove());
  }, [jobs]);
}
