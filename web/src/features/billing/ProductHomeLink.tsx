import { BRIEFINGS_PRODUCT } from '@cq/shared/briefings/rules';
import { LEARNING_PRODUCT } from '@cq/shared/learning/rules';
import { LIBRARY_PRODUCTS } from '@cq/shared/library/rules';
import { MOCK_PRODUCT } from '@cq/shared/mock/rules';
import { Link } from 'react-router-dom';

/** Where a bought product is used, and the link's words (the SOP Library and Professional share the library). */
export function productHome(product: string): { to: string; label: string } | null {
  if (product in LIBRARY_PRODUCTS) return { to: '/library', label: 'Open the SOP Library' };
  if (product === LEARNING_PRODUCT) return { to: '/learning', label: 'Open the Learning Hub' };
  if (product === BRIEFINGS_PRODUCT) return { to: '/briefings', label: 'Read the Regulatory Briefings' };
  if (product === MOCK_PRODUCT) return { to: '/mock-inspection', label: 'Book your mock inspection' };
  return null;
}

/** A link to where `product` is used; nothing for a product without a page of its own (the Pro plan). */
export function ProductHomeLink({ product, className }: { product: string; className?: string }) {
  const home = productHome(product);
  return (
    home && (
      <Link to={home.to} className={className ?? 'block text-sm font-medium text-accent underline underline-offset-2'}>
        {home.label}
      </Link>
    )
  );
}
