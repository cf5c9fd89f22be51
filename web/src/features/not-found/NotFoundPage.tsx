import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="flex justify-center px-4 py-20">
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-background p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-accent underline">
          Go to Homepage
        </Link>
      </div>
    </div>
  );
}

export default NotFoundPage;
