import { useCallback, useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { TOUR_CITIES } from '@h5-page/schema/tour/tour-cities';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { useEarlyEntries } from '../shared/use-early-entries.ts';
import {
  LABEL_SIZE,
  MAP_HEIGHT,
  MAP_WIDTH,
  nearestCity,
  PICK_RADIUS,
  project,
} from './china-map-geometry.ts';
import '../shared/red-pill.css';
import './tourMap.css';

interface CityLights {
  total: number;
  cities: { city: string; count: number; lit: boolean }[];
}

interface LightAnswer {
  city: string;
  count: number;
  total: number;
  already: boolean;
}

/** How far above its dot a city's name sits (map units). */
const LABEL_LIFT = 9;

/** A label's box on the map: a CJK character is as wide as the font is high, a digit about half. */
function labelBox(x: number, y: number, text: string) {
  const width = [...text].reduce((sum, char) => sum + (/[\u4e00-\u9fff]/.test(char) ? 1 : 0.6), 0);
  const half = (width * LABEL_SIZE) / 2;
  return {
    left: x - half,
    right: x + half,
    top: y - LABEL_LIFT - LABEL_SIZE,
    bottom: y - LABEL_LIFT,
  };
}

/**
 * The cities whose names fit on the map at a readable size: the chosen one first, then the most
 * lit, each only where it covers no name already placed (the Yangtze delta's cities sit a few
 * points apart). The others still glow, and the city list says their counts.
 */
function placeLabels(
  cities: readonly { name: string; x: number; y: number; count: number }[],
  selected: string,
): Map<string, string> {
  const placed = new Map<string, string>();
  const boxes: ReturnType<typeof labelBox>[] = [];
  const order = cities
    .filter((city) => city.count > 0 || city.name === selected)
    .sort((a, b) => Number(b.name === selected) - Number(a.name === selected) || b.count - a.count);
  for (const city of order) {
    const text = `${city.name}${city.count > 0 ? ` ${city.count}` : ''}`;
    const box = labelBox(city.x, city.y, text);
    const clear = boxes.every(
      (other) =>
        box.right <= other.left ||
        box.left >= other.right ||
        box.bottom <= other.top ||
        box.top >= other.bottom,
    );
    if (!clear) continue;
    boxes.push(box);
    placed.set(city.name, text);
  }
  return placed;
}

/**
 * Tour map (lecture tours): a map of China drawn from a table of city coordinates, each city a
 * dot; cities lit by visitors glow, with their counts. The visitor picks a city (a tap on the map
 * picks the nearest, or the city list below it) and lights it (once per city, on the server:
 * lighten-city); without a token they are sent to login.
 */
export default function TourMap({ value, path }: BlockProps<'tourMap'>) {
  const runtime = useRuntime();
  const tour = value.tour;
  const [lights, setLights] = useState<CityLights | null>(null);
  const [selected, setSelected] = useState('');
  const [busy, setBusy] = useState(false);
  // A city picked from the list before the block hydrated stays picked.
  const entry = useEarlyEntries();
  // The cities' dots are drawn once the block runs: before, none could be tapped (the list
  // below picks a city, sent whole), and thirty-odd named points cost every document that has
  // the map. The server and the hydrating render both draw the map without them.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);

  const load = useCallback(async () => {
    const answer = await runtime.api
      .get<CityLights>(API_PATHS.TOUR_CITY_LIGHTS, { tour }, { quiet: true })
      .catch(() => undefined);
    if (answer && Array.isArray(answer.cities)) setLights(answer);
  }, [runtime, tour]);

  useEffect(() => {
    void load();
  }, [load]);

  // Cities of the Yangtze delta sit a few points apart: a tap picks the nearest city to it rather
  // than whichever dot is drawn on top.
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      const x = ((event.clientX - box.left) * MAP_WIDTH) / box.width;
      const y = ((event.clientY - box.top) * MAP_HEIGHT) / box.height;
      const city = nearestCity(x, y);
      if (city) setSelected(city);
      return;
    }
    const target = (event.target as Element).closest('[data-city]');
    const name = target?.getAttribute('data-city');
    if (name) setSelected(name);
  };

  const byCity = new Map((lights?.cities ?? []).map((entry) => [entry.city, entry]));
  const chosen = selected ? byCity.get(selected) : undefined;
  const cities = TOUR_CITIES.map((city) => {
    const [x, y] = project(city.lon, city.lat);
    return { name: city.name, x, y, count: byCity.get(city.name)?.count ?? 0 };
  });
  const labels = placeLabels(cities, selected);
  const dots = drawn ? cities : [];

  const light = async () => {
    runtime.tracker.click('点亮城市', { block: 'tourMap', path, city: selected });
    if (!selected) {
      runtime.toast('请先在地图上点选一个城市');
      return;
    }
    if (!runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    setBusy(true);
    try {
      const answer = await runtime.api.post<LightAnswer>(
        API_PATHS.TOUR_LIGHTEN_CITY,
        { tour, city: selected },
        { needToken: true },
      );
      if (answer) {
        runtime.toast(
          answer.already
            ? `您已点亮过${answer.city}`
            : `点亮成功！${answer.city}已有 ${answer.count} 人点亮`,
        );
        await load();
      }
    } catch {
      // The runtime has shown the server's msg.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="h5-tour-map">
      {value.title ? <h3 className="h5-tour-map-title">{value.title}</h3> : null}
      <p className="h5-tour-map-total">
        已有 <strong data-testid="tour-map-total">{lights ? lights.total : '--'}</strong>{' '}
        人次点亮城市
      </p>
      <svg
        className="h5-tour-map-svg"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label="巡讲城市地图"
        onClick={pick}
      >
        <rect x="428" y="290" width="100" height="90" className="h5-tour-map-inset" />
        <text x="478" y="370" fontSize={LABEL_SIZE} className="h5-tour-map-inset-text">
          南海诸岛
        </text>
        {dots.map(({ name, x, y, count }) => {
          const state = byCity.get(name)?.lit ? 'mine' : count > 0 ? 'lit' : 'dark';
          const isSelected = name === selected;
          const label = labels.get(name);
          return (
            <g
              key={name}
              className={`h5-tour-map-city h5-tour-map-${state}${isSelected ? ' h5-tour-map-selected' : ''}`}
              role="button"
              tabIndex={0}
              aria-label={`${name}${count > 0 ? `，${count} 人点亮` : ''}`}
              data-city={name}
              // Drawn about its own point: the position is written once, not in every circle.
              transform={`translate(${x} ${y})`}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') setSelected(name);
              }}
            >
              {/* How far a tap reaches this city (the map's handler picks the nearest): the dot's
                  box is a thumb's size while the dot stays small. It takes no taps itself, so a
                  crowded neighbour's reach never covers this city's dot. */}
              <circle r={PICK_RADIUS} className="h5-tour-map-reach" />
              {count > 0 ? <circle r={9} className="h5-tour-map-glow" /> : null}
              <circle r={isSelected ? 6 : 4.5} className="h5-tour-map-dot" />
              {label ? (
                <text y={-LABEL_LIFT} fontSize={LABEL_SIZE} className="h5-tour-map-label">
                  {label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="h5-tour-map-action">
        <p className="h5-tour-map-hint" data-testid="tour-map-selected">
          {selected
            ? `${selected} · 已有 ${chosen?.count ?? 0} 人点亮`
            : '点击地图上的城市，为家乡的巡讲点亮一盏灯'}
        </p>
        {/* Every city at a thumb's size: on a phone the delta's cities sit closer than a finger. */}
        <label className="h5-tour-map-choose">
          <span>选择城市</span>
          <select
            name="city"
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
            ref={entry('city', selected, setSelected)}
          >
            <option value="" disabled>
              请选择
            </option>
            {cities.map(({ name, count }) => (
              <option key={name} value={name}>
                {count > 0 ? `${name}（${count} 人点亮）` : name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="h5-tour-map-button"
          disabled={busy || chosen?.lit === true}
          onClick={() => void light()}
        >
          {chosen?.lit ? `已点亮${selected}` : selected ? `点亮${selected}` : '点亮城市'}
        </button>
      </div>
    </section>
  );
}
