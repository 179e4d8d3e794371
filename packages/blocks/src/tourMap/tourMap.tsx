import { useCallback, useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { TOUR_CITIES } from '@h5-page/schema/tour/tour-cities';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { CHINA_PATHS, MAP_HEIGHT, MAP_WIDTH, nearestCity, project } from './china-map-geometry.ts';
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

/**
 * Tour map (lecture tours): a map of China drawn from a table of city coordinates, each city a
 * dot; cities lit by visitors glow, with their counts. The visitor picks a city and lights it
 * (once per city, on the server: lighten-city); without a token they are sent to login.
 */
export default function TourMap({ value, path }: BlockProps<'tourMap'>) {
  const runtime = useRuntime();
  const tour = value.tour;
  const [lights, setLights] = useState<CityLights | null>(null);
  const [selected, setSelected] = useState('');
  const [busy, setBusy] = useState(false);

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
        {CHINA_PATHS.map((d, index) => (
          <path key={index} d={d} className="h5-tour-map-land" />
        ))}
        <rect x="452" y="300" width="64" height="72" className="h5-tour-map-inset" />
        <text x="484" y="364" fontSize="11" className="h5-tour-map-inset-text">
          南海诸岛
        </text>
        {TOUR_CITIES.map((city) => {
          const [x, y] = project(city.lon, city.lat);
          const entry = byCity.get(city.name);
          const count = entry?.count ?? 0;
          const state = entry?.lit ? 'mine' : count > 0 ? 'lit' : 'dark';
          const isSelected = city.name === selected;
          return (
            <g
              key={city.name}
              className={`h5-tour-map-city h5-tour-map-${state}${isSelected ? ' h5-tour-map-selected' : ''}`}
              role="button"
              tabIndex={0}
              aria-label={`${city.name}${count > 0 ? `，${count} 人点亮` : ''}`}
              data-city={city.name}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') setSelected(city.name);
              }}
            >
              {count > 0 ? <circle cx={x} cy={y} r={9} className="h5-tour-map-glow" /> : null}
              <circle cx={x} cy={y} r={isSelected ? 6 : 4.5} className="h5-tour-map-dot" />
              {count > 0 || isSelected ? (
                <text x={x} y={y - 9} fontSize="13" className="h5-tour-map-label">
                  {city.name}
                  {count > 0 ? ` ${count}` : ''}
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
