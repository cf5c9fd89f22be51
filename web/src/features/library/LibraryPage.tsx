import { useQuery } from '@tanstack/react-query';
import { SOP_AREAS, sopAreaLabel, type SopArea } from '@cq/shared/library/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { apiQuery } from '@/lib/api/client';
import { usePageTitle } from '@/lib/usePageTitle';
import { needsSubscription } from './api';
import { SubscribePrompt } from './SubscribePrompt';

const AREA_OPTIONS = [{ value: '', label: 'All areas' }, ...SOP_AREAS.map((a) => ({ value: a.id, label: a.label }))];

/** /library (issue 22): the current approved SOPs, searched and filtered on the server, for subscribers. */
export function LibraryPage() {
  usePageTitle('SOP Library');
  const [search, setSearch] = useState('');
  const [area, setArea] = useState<SopArea | ''>('');
  const q = useDebouncedValue(search.trim());
  const list = useQuery(apiQuery('GET /api/library/sops', { query: { q: q || undefined, area: area || undefined } }));
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">SOP Library</h1>
        <p className="text-muted-foreground">
          GCP standard operating procedures to adopt: read them here, download the current approved version as Word or
          PDF.
        </p>
      </div>
      {needsSubscription(list.error) ? (
        <SubscribePrompt />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <SearchField
              id="sop-search"
              label="Search SOPs"
              placeholder="Search SOPs"
              value={search}
              onChange={setSearch}
            />
            <div>
              <label htmlFor="sop-area" className="sr-only">
                Area
              </label>
              <NativeSelect
                id="sop-area"
                value={area}
                onChange={(e) => setArea(e.target.value as SopArea | '')}
                options={AREA_OPTIONS}
              />
            </div>
          </div>
          {list.isError && <FormAlert>The library could not be loaded. Reload the page to try again.</FormAlert>}
          {list.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : list.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">No SOP matches. Try other words or all areas.</p>
          ) : (
            <ul className="grid gap-3" aria-label="SOPs">
              {list.data?.map((sop) => (
                <li
                  key={sop.id}
                  className="grid gap-1 rounded-[var(--radius-card)] border border-border bg-background p-4"
                >
                  <h2 className="font-semibold">
                    <Link to={`/library/${sop.id}`} className="underline-offset-2 hover:underline">
                      {sop.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {sop.code} · version {sop.version} · effective {sop.effectiveDate} · {sopAreaLabel(sop.area)}
                  </p>
                  <p className="text-sm">{sop.summary}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export default LibraryPage;
