// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Link } from 'react-router-dom';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-semibold text-primary">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{SITE.brandName}</span>
    </Link>
  );
}
