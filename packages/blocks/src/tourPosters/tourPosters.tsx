import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import './tourPosters.css';

interface Poster {
  id: number;
  city: string;
  title: string;
  image: string;
}

/** Relative or http(s) image addresses only: poster rows are data, never script. */
const safeImage = (url: string) => /^(\/(?!\/)|https?:\/\/)/i.test(url);

/** Tour posters (lecture tours): the tour's posters from the server, side by side, scrolling. */
export default function TourPosters({ value }: BlockProps<'tourPosters'>) {
  const runtime = useRuntime();
  const [posters, setPosters] = useState<Poster[]>([]);

  useEffect(() => {
    let live = true;
    runtime.api
      .get<{ list: Poster[] }>(API_PATHS.TOUR_POSTER_LIST, { tour: value.tour }, { quiet: true })
      .then(
        (answer) => {
          if (live && answer && Array.isArray(answer.list)) setPosters(answer.list);
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, [runtime, value.tour]);

  const shown = posters.filter((poster) => safeImage(poster.image));
  // Until posters arrive the block keeps its place in the markup, taking no room.
  if (shown.length === 0) return <section className="h5-tour-posters h5-tour-posters-empty" />;
  return (
    <section className="h5-tour-posters">
      {value.title ? <h3 className="h5-tour-posters-title">{value.title}</h3> : null}
      <ul className="h5-tour-posters-list">
        {shown.map((poster) => (
          <li key={poster.id} className="h5-tour-poster">
            {/* The title beside it names the poster: the picture adds nothing for a screen reader. */}
            <img src={poster.image} alt="" loading="lazy" decoding="async" />
            <span className="h5-tour-poster-title">{poster.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
