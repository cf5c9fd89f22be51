import { SITE } from '@cq/shared';
import { useEffect } from 'react';

export const pageTitle = (page: string): string => `${page} | ${SITE.brandName}`;

/** Sets `<Page> | <brand>` as the document title while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
