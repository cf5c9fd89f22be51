import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/sections';
import { Badge } from '@/components/ui/badge';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchField } from '@/components/ui/search-field';
import { NewsletterSignup } from '@/features/newsletter';
import { apiQuery } from '@/lib/api/client';
import { ARTICLES, filterArticles, formatDate } from './articles';
import { BRIEFING_LABEL, categoryChips, mergeListings, type Listing } from './listings';

function Meta({ article }: { article: Listing }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span>{article.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {article.readMinutes} min read
      </span>
    </p>
  );
}

function ArticleCard({ article }: { article: Listing }) {
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-border bg-background p-5 shadow-sm">
      <p className="flex flex-wrap gap-2">
        <Badge variant="secondary">{article.categoryLabel}</Badge>
        {article.briefing && <Badge variant="outline">{BRIEFING_LABEL}</Badge>}
      </p>
      <h3 className="mt-3 text-lg font-semibold">
        {article.href ? (
          <Link to={article.href} className="hover:text-accent hover:underline">
            {article.title}
          </Link>
        ) : (
          article.title
        )}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{article.excerpt}</p>
      <div className="mt-3">
        <Meta article={article} />
      </div>
      {article.href ? (
        <Link to={article.href} className="mt-4 border-t border-border pt-3 text-sm font-medium text-accent">
          Read the article<span className="sr-only">: {article.title}</span>
        </Link>
      ) : (
        <details className="mt-4 border-t border-border pt-3">
          <summary className="cursor-pointer text-sm font-medium text-accent">
            Read the summary<span className="sr-only">: {article.title}</span>
          </summary>
          <div className="mt-2 space-y-2 text-sm">
            {article.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}

export function InsightsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>('all');
  // Posts published from the CMS join the static articles; if the API cannot answer, the articles still show.
  const { data: posts } = useQuery(apiQuery('GET /api/posts'));
  const listings = useMemo(() => mergeListings(ARTICLES, posts ?? []), [posts]);
  const chips = useMemo(() => categoryChips(listings), [listings]);
  const results = useMemo(() => filterArticles(listings, search, category), [listings, search, category]);
  const featured = results.find((a) => a.featured);
  const rest = results.filter((a) => a !== featured);

  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="Clinical Quality Insights"
        lede="Practical thinking on GCP, inspections, quality systems and the culture that keeps trials reliable, from the consultants who audit them."
      >
        <nav aria-label="Explore" className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <Link to="/" className="text-accent underline-offset-4 hover:underline">
            Home
          </Link>
          <Link to="/about" className="text-accent underline-offset-4 hover:underline">
            About
          </Link>
          <Link to="/services" className="text-accent underline-offset-4 hover:underline">
            Services
          </Link>
          <Link to="/contact" className="text-accent underline-offset-4 hover:underline">
            Contact
          </Link>
          <a href="/api/login" className="text-accent underline-offset-4 hover:underline">
            Sign In
          </a>
        </nav>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 py-10">
        <div className="grid gap-4">
          <SearchField
            id="insight-search"
            label="Search articles"
            placeholder="Search articles…"
            value={search}
            onChange={setSearch}
          />
          <FilterChips label="Filter by topic" options={chips} value={category} onChange={setCategory} />
          <p className="text-sm text-muted-foreground" role="status">
            {results.length === 1 ? '1 article' : `${results.length} articles`}
          </p>
        </div>

        {featured && (
          <section aria-labelledby="featured-heading" className="mt-8">
            <h2 id="featured-heading" className="sr-only">
              Featured article
            </h2>
            <article className="grid gap-6 overflow-hidden rounded-2xl bg-primary text-primary-foreground md:grid-cols-[1.4fr_1fr]">
              <div className="p-6 sm:p-8">
                <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">
                  Featured · {featured.categoryLabel}
                </p>
                <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{featured.title}</h3>
                <p className="mt-3 text-white/90">{featured.excerpt}</p>
                <p className="mt-4 text-sm text-white/85">
                  {featured.author} · <time dateTime={featured.publishedAt}>{formatDate(featured.publishedAt)}</time> ·{' '}
                  {featured.readMinutes} min read
                </p>
              </div>
              <div className="space-y-3 bg-primary-hover p-6 text-sm text-white/95 sm:p-8">
                {featured.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
            </article>
          </section>
        )}

        <section aria-labelledby="latest-heading" className="mt-10">
          <h2 id="latest-heading" className="text-2xl font-bold tracking-tight">
            Latest articles
          </h2>
          {rest.length > 0 ? (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((a) => (
                <ArticleCard key={a.key} article={a} />
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center text-muted-foreground">
              {results.length ? 'That is the only article on this topic so far.' : 'No articles match your search.'}
            </p>
          )}
        </section>

        <div className="mt-14">
          <NewsletterSignup
            source="insights"
            tone="dark"
            title="Stay ahead of regulatory change"
            description="Join 500+ clinical QA professionals who get our insights and regulatory briefings by e-mail."
          />
        </div>
      </div>
    </>
  );
}

export default InsightsPage;
