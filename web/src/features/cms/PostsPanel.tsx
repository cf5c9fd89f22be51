import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { POST_CATEGORY_LABELS } from '@cq/shared/content/rules';
import { POST_MESSAGES, type PostSummary } from '@cq/shared/content/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { HttpError } from '@/lib/api/request';
import { usePost, usePostDelete } from './api';
import { ConfirmDelete } from './ConfirmDelete';
import { PostEditor } from './PostEditor';

/** The spec's confirmation before a delete. */
function DeleteDialog({ post, onClose }: { post: PostSummary; onClose: () => void }) {
  const remove = usePostDelete();
  return (
    <ConfirmDelete
      title="Delete post"
      question={POST_MESSAGES.deleteConfirm}
      name={post.title}
      pending={remove.isPending}
      remove={() => remove.mutateAsync(post)}
      done={POST_MESSAGES.deleted}
      failed={POST_MESSAGES.deleteFailed}
      onClose={onClose}
    />
  );
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** An existing post opens in the editor once it has been read whole (the list carries no content). */
function ExistingPostEditor({ summary, onDone }: { summary: PostSummary; onDone: () => void }) {
  const post = usePost(summary.id);
  if (post.data) return <PostEditor post={post.data} onDone={onDone} />;
  return (
    <section aria-label={`Edit ${summary.title}`} className="grid gap-4">
      {post.isError ? (
        <>
          <FormAlert>{isNotFound(post.error) ? POST_MESSAGES.notFound : POST_MESSAGES.loadFailed}</FormAlert>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void post.refetch()}>
              Try again
            </Button>
            <Button variant="ghost" onClick={onDone}>
              Back to posts
            </Button>
          </div>
        </>
      ) : (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            Opening {summary.title}…
          </span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

/** Posts: the list (Published/Draft, category, created date, edit, delete) and the New Post editor. */
export function PostsPanel({ posts, isPending }: { posts: PostSummary[] | undefined; isPending: boolean }) {
  const [editing, setEditing] = useState<PostSummary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PostSummary | null>(null);

  if (editing === 'new') return <PostEditor post={null} onDone={() => setEditing(null)} />;
  if (editing) return <ExistingPostEditor summary={editing} onDone={() => setEditing(null)} />;

  return (
    <section aria-labelledby="posts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-heading" className="text-xl font-semibold">
          Posts
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" /> New Post
        </Button>
      </div>
      {isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading posts…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : !posts?.length ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center text-muted-foreground">
          No posts yet. Write the first one with New Post.
        </p>
      ) : (
        <ul className="grid gap-3">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-1">
                <h3 className="font-semibold">{post.title}</h3>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant={post.published ? 'default' : 'secondary'}>
                    {post.published ? 'Published' : 'Draft'}
                  </Badge>
                  {post.briefing && <Badge variant="outline">Briefing</Badge>}
                  <span>{POST_CATEGORY_LABELS[post.category]}</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    Created <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                  </span>
                  {post.published && (
                    <>
                      <span aria-hidden="true">·</span>
                      <a href={`/insights/${post.slug}`} className="text-accent underline underline-offset-2">
                        /insights/{post.slug}
                      </a>
                    </>
                  )}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(post)}>
                  <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> {post.title}</span>
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(post)}>
                  <Trash2 className="size-4" aria-hidden="true" /> Delete
                  <span className="sr-only"> {post.title}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && <DeleteDialog post={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
