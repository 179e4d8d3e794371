import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { COUNTDOWN_INTERVAL_MS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { countdownParts } from './countdown-parts.ts';
import type { CountdownParts } from './countdown-parts.ts';
import './countdown.css';

/** Unit labels of the layouts that name the parts. */
const UNITS = { days: '天', hours: '时', minutes: '分', seconds: '秒' } as const;
/** Words before the time of layout 2 when the block has no `name`. */
export const INLINE_PREFIX = '仅剩';
/** Separator of layout 3 when the block has no `character`. */
export const DEFAULT_SEPARATOR = ':';

const PART_KEYS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The clock of a countdown: the server's time (`runtime.now`) on the first render, so server and
 * client markup match, then the browser's clock, re-read every COUNTDOWN_INTERVAL_MS until
 * `endTime`; at the end the interval is cleared (none is left running).
 */
function useNow(endTime: number): number {
  const runtime = useRuntime();
  const [now, setNow] = useState(runtime.now);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = (): boolean => {
      const current = Date.now();
      setNow(current);
      const ended = !(current < endTime);
      if (ended && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
      return ended;
    };
    if (tick()) return undefined;
    timer = setInterval(tick, COUNTDOWN_INTERVAL_MS);
    return () => {
      if (timer !== undefined) clearInterval(timer);
    };
  }, [endTime]);
  return now;
}

function Caption({ name }: { name: string }) {
  return name ? <div className="h5-countdown-caption">{name}</div> : null;
}

/** Layout 1: a box per part, each followed by its unit (02天 13时 05分 09秒). */
function Boxes({ parts }: { parts: CountdownParts }) {
  return (
    <div className="h5-countdown-row">
      {PART_KEYS.map((key) => (
        <span className="h5-countdown-part" key={key}>
          <span className="h5-countdown-num" data-part={key}>
            {parts[key]}
          </span>
          <span className="h5-countdown-unit">{UNITS[key]}</span>
        </span>
      ))}
    </div>
  );
}

/** Layout 2: one line of text, 仅剩 02天13时05分09秒. */
function Inline({ parts, name }: { parts: CountdownParts; name: string }) {
  return (
    <p className="h5-countdown-line">
      <span className="h5-countdown-caption">{name || INLINE_PREFIX}</span>
      {PART_KEYS.map((key) => (
        <span className="h5-countdown-part" key={key}>
          <em className="h5-countdown-num" data-part={key}>
            {parts[key]}
          </em>
          {UNITS[key]}
        </span>
      ))}
    </p>
  );
}

/** Layout 3: the parts separated by `character`, 02:13:05:09. */
function Separated({ parts, character }: { parts: CountdownParts; character: string }) {
  const items: ReactNode[] = [];
  PART_KEYS.forEach((key, index) => {
    if (index > 0) {
      items.push(
        <span className="h5-countdown-sep" key={`sep-${key}`} aria-hidden="true">
          {character}
        </span>,
      );
    }
    items.push(
      <span className="h5-countdown-num" data-part={key} key={key}>
        {parts[key]}
      </span>,
    );
  });
  return <div className="h5-countdown-row">{items}</div>;
}

/** Layout 4: a large card per digit, the unit under each pair. */
function Cards({ parts }: { parts: CountdownParts }) {
  return (
    <div className="h5-countdown-row">
      {PART_KEYS.map((key) => (
        <span className="h5-countdown-group" key={key}>
          {/* The cards are hidden from assistive technology: the group reads as its number, and
              a name is allowed only on an element with a role. */}
          <span className="h5-countdown-digits" data-part={key} role="img" aria-label={parts[key]}>
            {[...parts[key]].map((digit, index) => (
              <span className="h5-countdown-card" key={index} aria-hidden="true">
                {digit}
              </span>
            ))}
          </span>
          <span className="h5-countdown-unit">{UNITS[key]}</span>
        </span>
      ))}
    </div>
  );
}

/** Layout 5: a compact pill, caption then hours:minutes:seconds (days folded into hours). */
function Pill({ parts, name }: { parts: CountdownParts; name: string }) {
  const shown = [
    ['hours', parts.totalHours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <span className="h5-countdown-pill">
      {name ? <span className="h5-countdown-caption">{name}</span> : null}
      {shown.map(([key, text], index) => (
        <span className="h5-countdown-part" key={key}>
          {index > 0 ? (
            <span className="h5-countdown-sep" aria-hidden="true">
              :
            </span>
          ) : null}
          <span className="h5-countdown-num" data-part={key}>
            {text}
          </span>
        </span>
      ))}
    </span>
  );
}

/**
 * Countdown to `endTime` (spec sections 3, 4): five layouts (`type` 1 to 5), `name` as caption,
 * ticking every second; once the end time is past every part shows 00 and the clock stops.
 */
export default function Countdown({ value }: BlockProps<'countdown'>) {
  const endTime = typeof value.endTime === 'number' ? value.endTime : Number.NaN;
  const now = useNow(endTime);
  const parts = countdownParts(endTime, now);
  const type = [1, 2, 3, 4, 5].includes(Number(value.type)) ? Number(value.type) : 1;
  const name = typeof value.name === 'string' ? value.name : '';
  const character =
    typeof value.character === 'string' && value.character !== ''
      ? value.character
      : DEFAULT_SEPARATOR;

  const className = `h5-countdown h5-countdown-${type}${parts.ended ? ' h5-countdown-ended' : ''}`;
  let body: ReactNode;
  switch (type) {
    case 2:
      return (
        <div className={className} role="timer">
          <Inline parts={parts} name={name} />
        </div>
      );
    case 3:
      body = <Separated parts={parts} character={character} />;
      break;
    case 4:
      body = <Cards parts={parts} />;
      break;
    case 5:
      return (
        <div className={className} role="timer">
          <Pill parts={parts} name={name} />
        </div>
      );
    default:
      body = <Boxes parts={parts} />;
  }
  return (
    <div className={className} role="timer">
      <Caption name={name} />
      {body}
    </div>
  );
}
