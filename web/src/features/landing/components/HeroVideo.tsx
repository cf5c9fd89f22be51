import { Play } from 'lucide-react';
import { useState } from 'react';
import { HERO_VIDEO } from '../content/home';

/**
 * Click-to-play facade: a poster and a play button in a fixed 16:9 box (no layout shift). The
 * privacy-enhanced YouTube player is inserted only when asked for, so the page loads no third-party code.
 */
export function HeroVideo() {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-primary shadow-xl ring-1 ring-black/5">
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${HERO_VIDEO.youtubeId}?autoplay=1&rel=0&modestbranding=1`}
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
          <img
            src={HERO_VIDEO.poster}
            alt=""
            width={1280}
            height={720}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
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
