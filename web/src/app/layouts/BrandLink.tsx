import { SITE } from '@cq/shared';
import { Link } from 'react-router-dom';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-semibold text-primary">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{SITE.brandName}</span>
    </Link>
  );
}
