import { BookOpen, ClipboardList, Compass, Download, FileText, Layers, Newspaper, Workflow } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Badge } from '@/components/ui/badge';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';
import {
  featuredResources,
  fileName,
  filterResources,
  RESOURCE_CATEGORIES,
  RESOURCES,
  type CategoryFilter,
  type Resource,
  type ResourceType,
} from './resources';

const TYPE_ICON: Record<ResourceType, ComponentType<{ className?: string }>> = {
  checklist: ClipboardList,
  template: FileText,
  guide: BookOpen,
  framework: Layers,
  methodology: Workflow,
  update: Newspaper,
};

function ResourceCard({ resource, featured }: { resource: Resource; featured?: boolean }) {
  const Icon = TYPE_ICON[resource.type];
  return (
    <li
      className={cn(
        'flex flex-col rounded-[var(--radius-card)] border bg-background p-5 shadow-sm',
        featured ? 'border-primary/40' : 'border-border',
      )}
    >
      <div className="flex items-center gap-2">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <Badge variant="secondary" className="capitalize">
          {resource.type}
        </Badge>
        <span className="ml-auto text-xs text-muted-foreground">{resource.category}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold">{resource.title}</h3>
      <p className="mt-1 flex-1 text-sm text-muted-foreground">{resource.description}</p>
      <a
        href={resource.downloadUrl}
        download={fileName(resource)}
        className="mt-4 inline-flex h-10 items-center justify-center gap-2 self-start rounded-md border border-input px-4 text-sm font-medium hover:bg-muted"
      >
        <Download className="size-4" aria-hidden="true" />
        Download<span className="sr-only"> {resource.title}</span>
      </a>
    </li>
  );
}

/**
 * /resources' search box, category chips and the list they filter: the page's island (web/src/islandRegistry.ts)
 * as well as the app's. What was typed into the box before React took it over (the island, or the app after it)
 * filters the list once hydrated: the prerendered markup is the whole list.
 */
export function ResourceLibrary() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchBox.current?.value;
    if (typed) setSearch(typed);
  }, []);
  const results = useMemo(() => filterResources(RESOURCES, search, category), [search, category]);
  const featured = featuredResources(results, category);

  return (
    <>
      <div className="grid gap-4">
        <SearchField
          id="resource-search"
          label="Search resources"
          placeholder="Search resources…"
          value={search}
          onChange={setSearch}
          inputRef={searchBox}
        />
        <FilterChips
          label="Filter by category"
          options={RESOURCE_CATEGORIES.map((c) => ({ value: c, label: c }))}
          value={category}
          onChange={setCategory}
        />
      </div>

      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2 id="featured-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Compass className="size-6 text-primary" aria-hidden="true" />
            Featured Resources
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {featured.map((r) => (
              <ResourceCard key={r.downloadUrl} resource={r} featured />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="all-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-heading" className="text-2xl font-bold tracking-tight">
            {category === 'All' ? 'All Resources' : category}
          </h2>
          <p className="text-sm text-muted-foreground" role="status">
            {results.length === 1 ? '1 resource' : `${results.length} resources`}
          </p>
        </div>
        {results.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((r) => (
              <ResourceCard key={r.downloadUrl} resource={r} />
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center text-muted-foreground">
            No resources match your search. Try another word or choose All.
          </p>
        )}
      </section>
    </>
  );
}
