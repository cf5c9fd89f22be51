// Deep import: the package root also exports zod schemas, which must stay out of the first load.
import { SITE } from '@cq/shared/site';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { HERO_VIDEO } from '../content/home';

const frame = 'relative aspect-video w-full overflow-hidden rounded-2xl bg-primary shadow-xl ring-1 ring-black/5';

function Poster() {
  return (
    <img
      src={HERO_VIDEO.poster}
      alt=""
      width={1280}
      height={720}
      decoding="async"
      className="absolute inset-0 size-full object-cover"
    />
  );
}

/**
 * The hero's 16:9 box (fixed size: no layout shift). Until the firm's own film is configured
 * (`SITE.heroFilmYoutubeId`) it shows the poster only. With a film it is a click-to-play facade: the
 * privacy-enhanced YouTube player is inserted only when asked for, so the page loads no third-party code.
 */
export function HeroVideo({ youtubeId = SITE.heroFilmYoutubeId }: { youtubeId?: string }) {
  const [playing, setPlaying] = useState(false);
  if (!youtubeId) {
    return (
      <div className={frame}>
        <Poster />
      </div>
    );
  }
  return (
    <div className={frame}>
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0&modestbranding=1`}
          title={HERO_VIDEO.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full focus-visible:outline-offset-[-6px] focus-visible:outline-white"
        >
          <Poster />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform group-hover:scale-105 sm:size-20">
              <Play className="ml-1 size-7 fill-current sm:size-8" aria-hidden="true" />
            </span>
          </span>
          <span className="sr-only">Play video: {HERO_VIDEO.title}</span>
        </button>
      )}
    </div>
  );
}
