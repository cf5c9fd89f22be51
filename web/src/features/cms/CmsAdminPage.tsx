import { FileText, LogIn, ShieldAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { POST_MESSAGES, type PostSummary } from '@cq/shared/content/schemas';
import type { UserProfile } from '@cq/shared/schemas/user';
import { SITE } from '@cq/shared/site';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { QualaWidget } from '@/features/quala';
import { useCurrentUser } from '@/features/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { isForbidden, usePosts } from './api';
import { MediaPanel } from './MediaPanel';
import { PostsPanel } from './PostsPanel';
import { SopsPanel } from './SopsPanel';

/** The CMS is for the editor and admin groups (the API's `editor` access); the page only mirrors that. */
export const canEdit = (user: Pick<UserProfile, 'role' | 'groups'>): boolean =>
  ['editor', 'admin'].includes(user.role) || user.groups.some((g) => g === 'editor' || g === 'admin');

const SIGN_IN = `/api/login?next=${encodeURIComponent('/cms-admin')}`;

function Header({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="text-lg font-bold text-primary">{SITE.brandName}</span>
          <span className="text-sm font-medium text-muted-foreground">Content Management</span>
        </div>
        <nav aria-label="CMS" className="flex items-center gap-2 text-sm font-medium">
          <Link to="/" className="rounded-md px-3 py-2 hover:bg-muted">
            View Site
          </Link>
          {signedIn && (
            <a href="/api/logout" className="rounded-md border border-input px-3 py-2 hover:bg-muted">
              Sign Out
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-20 text-center">
      {icon}
      <h1 className="sr-only">Content Management</h1>
      <p role="alert" className="text-lg font-semibold">
        {title}
      </p>
      {children}
    </div>
  );
}

function Analytics({ posts }: { posts: PostSummary[] | undefined }) {
  const all = posts ?? [];
  const published = all.filter((p) => p.published).length;
  const figures = [
    { label: 'Total posts', value: all.length },
    { label: 'Published', value: published },
    { label: 'Drafts', value: all.length - published },
    { label: 'Total views', value: all.reduce((sum, p) => sum + p.viewCount, 0) },
  ];
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-4">
      <h2 id="analytics-heading" className="text-xl font-semibold">
        Analytics
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((f) => (
          <Card key={f.label} className="p-5">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-3xl font-bold">{posts ? f.value : '—'}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

const TABS = ['Posts', 'Media', 'SOPs', 'Analytics', 'Settings'] as const;

function Workspace() {
  const posts = usePosts(true);
  if (posts.error && isForbidden(posts.error)) return <Denied />;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[1fr_22rem]">
      <div className="grid content-start gap-6">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            <FileText className="size-7" aria-hidden="true" /> Content Management
          </h1>
          <p className="mt-1 text-muted-foreground">Write and publish insights; manage images.</p>
        </div>
        <Tabs.Root defaultValue="Posts" className="grid gap-6">
          <Tabs.List
            aria-label="CMS sections"
            className="flex flex-wrap gap-1 rounded-[var(--radius-card)] border border-border bg-background p-1"
          >
            {TABS.map((t) => (
              <Tabs.Trigger
                key={t}
                value={t}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
              >
                {t}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="Posts">
            <PostsPanel posts={posts.data} isPending={posts.isPending} />
          </Tabs.Content>
          <Tabs.Content value="Media">
            <MediaPanel />
          </Tabs.Content>
          <Tabs.Content value="SOPs">
            <SopsPanel />
          </Tabs.Content>
          <Tabs.Content value="Analytics">
            <Analytics posts={posts.data} />
          </Tabs.Content>
          <Tabs.Content value="Settings">
            <section aria-labelledby="settings-heading" className="grid gap-2">
              <h2 id="settings-heading" className="text-xl font-semibold">
                Settings
              </h2>
              <p className="text-muted-foreground">CMS settings are coming soon.</p>
            </section>
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <aside aria-label="Quala" className="content-start">
        <QualaWidget />
      </aside>
    </div>
  );
}

function Denied() {
  return (
    <Notice
      icon={<ShieldAlert className="size-10 text-destructive" aria-hidden="true" />}
      title={POST_MESSAGES.notEditor}
    >
      <Link to="/dashboard" className="font-medium text-accent underline underline-offset-4">
        Go to your dashboard
      </Link>
    </Notice>
  );
}

/**
 * /cms-admin (spec §2, §8; issue 12). Logged out: 'Access Restricted - Please log in to access the CMS.' with
 * Sign In. Signed in without the editor or admin group: a clear denial (the API answers 403 anyway).
 */
export function CmsAdminPage() {
  usePageTitle('Content Management');
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className="min-h-dvh bg-muted/30">
      <Header signedIn={Boolean(user)} />
      <main id="main">
        {isPending ? (
          <PageSpinner />
        ) : !user ? (
          <Notice
            icon={<LogIn className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={POST_MESSAGES.loggedOut}
          >
            <a
              href={SIGN_IN}
              className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
            >
              Sign In
            </a>
          </Notice>
        ) : canEdit(user) ? (
          <Workspace />
        ) : (
          <Denied />
        )}
      </main>
    </div>
  );
}

export default CmsAdminPage;
