import { Button } from '@/components/ui/button';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The button under a list read a page at a time (`cursorPages`): there while the API names a next page, busy
 * while it loads, and saying so when a page could not be loaded (pressing it again retries).
 */
export function LoadMore({ pages, label }: { pages: Pages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="grid justify-items-center gap-2">
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm text-destructive">
          The next page could not be loaded. Try again.
        </p>
      )}
      <Button variant="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {pages.isFetchingNextPage ? 'Loading…' : label}
      </Button>
    </div>
  );
}
