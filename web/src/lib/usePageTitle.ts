// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { useEffect } from 'react';

export const pageTitle = (page: string): string => `${page} | ${SITE.brandName}`;

/** Sets `<Page> | <brand>` as the document title while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
