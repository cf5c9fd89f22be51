import { Star } from 'lucide-react';

/** Filled stars out of five, read out as "Rated N out of 5". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of ${max}`} className="flex gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < rating ? 'size-4 fill-[#b45309] text-[#b45309]' : 'size-4 text-border'}
        />
      ))}
    </div>
  );
}
