import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { CanWrite } from '@/features/workspace';
import { listPagesQuery } from './api';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

/** A list searched by the API: the text as typed, the search sent once the typing pauses, and its pages. */
export function useSearchedList<K extends 'GET /api/auditees' | 'GET /api/studies'>(key: K) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const list = useInfiniteQuery(listPagesQuery(key, q));
  return { search, setSearch, q, list };
}

/** A list's section: its heading, its New button (for those who may write) and its search field. */
export function ListSection({
  id,
  title,
  newLabel,
  onNew,
  search,
  children,
}: {
  id: string;
  title: string;
  newLabel: string;
  onNew: () => void;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <CanWrite>
          <Button onClick={onNew}>
            <Plus className="size-4" aria-hidden="true" /> {newLabel}
          </Button>
        </CanWrite>
      </div>
      <div role="search">
        <SearchField id={`${id}-search`} {...search} />
      </div>
      {children}
    </section>
  );
}
