import { CHINA_ISLANDS, CHINA_OUTLINE, TOUR_CITIES } from '@h5-page/schema/tour/tour-cities';

/** The map's SVG box: longitudes 72.5–136 and latitudes 18–54.5, squeezed for latitude ~36°. */
export const MAP_WIDTH = 530;
export const MAP_HEIGHT = 385;

/** A longitude and latitude as a point of the map. */
export function project(lon: number, lat: number): [number, number] {
  return [
    Math.round(((lon - 72.5) * 8.1 + 12) * 10) / 10,
    Math.round(((54.5 - lat) * 10 + 10) * 10) / 10,
  ];
}

const pathOf = (points: readonly (readonly [number, number])[]) =>
  `${points
    .map(([lon, lat], index) => {
      const [x, y] = project(lon, lat);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;

/** The mainland's outline and the islands, as SVG path data. */
export const CHINA_PATHS: readonly string[] = [pathOf(CHINA_OUTLINE), ...CHINA_ISLANDS.map(pathOf)];

/**
 * The land as a picture of its own (`china-land.svg`, drawn behind the map by its stylesheet):
 * the same on every page and every visit, so a browser keeps it instead of each document
 * carrying ten kilobytes of outline. `npm run` nothing: `tourMap.test.tsx` fails when the file
 * differs from this, and says how to write it again.
 */
export function chinaLandSvg(): string {
  const paths = CHINA_PATHS.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">` +
    `<g fill="#fff1e6" stroke="#e9a77c" stroke-width="1.6" stroke-linejoin="round">${paths}</g>` +
    `</svg>\n`
  );
}

/**
 * A tap further than this (map units) from every city picks none. On the narrowest phone (320 px,
 * the map 282 px wide: 0.533 px a unit) it is a circle 30 px across, over the 24 px a thumb needs.
 */
export const PICK_RADIUS = 28;

/**
 * The size of the map's words (map units): 12 CSS px on a 320-px phone, where the map is drawn at
 * 0.533 px a unit; larger on wider screens, as the map is.
 */
export const LABEL_SIZE = 23;

/** The city nearest to a point of the map, or null when none is within reach of a finger. */
export function nearestCity(x: number, y: number): string | null {
  let best: string | null = null;
  let bestDistance = PICK_RADIUS * PICK_RADIUS;
  for (const city of TOUR_CITIES) {
    const [cx, cy] = project(city.lon, city.lat);
    const distance = (cx - x) ** 2 + (cy - y) ** 2;
    if (distance <= bestDistance) {
      best = city.name;
      bestDistance = distance;
    }
  }
  return best;
}
