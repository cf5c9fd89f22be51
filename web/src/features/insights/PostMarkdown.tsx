import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router-dom';

/**
 * A post's Markdown as React elements: react-markdown builds elements only and leaves raw HTML out (`skipHtml`),
 * and its default URL check drops `javascript:` and other unsafe link targets. Headings start at h2 (the page's
 * title is the h1); site paths route in the app, other links open safely in a new tab; images load only from this
 * site (`/uploads/…`, the media library) or https.
 */
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) => {
    if (href?.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => {
    const url = typeof src === 'string' ? src : '';
    if (!(url.startsWith('/') && !url.startsWith('//')) && !url.startsWith('https://')) return null;
    return <img src={url} alt={alt ?? ''} loading="lazy" className="h-auto max-w-full rounded-md" />;
  },
};

export function PostMarkdown({ content }: { content: string }) {
  return (
    <div className="post-body grid gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}

export default PostMarkdown;
