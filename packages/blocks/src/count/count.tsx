import { useEffect, useState } from 'react';
import type { BlockProps } from '../block-props.ts';
import { changedDigits, countDigits } from './count-digits.ts';
import './count.css';

/** Length of the flip animation: the class is cleared after it (CSS reads the same value). */
export const FLIP_ANIMATION_MS = 600;

interface Shown {
  digits: string;
  /** Indexes of the digits flipping now. */
  flipping: readonly number[];
  /** Bumped on each change, so a digit that flips again restarts its animation. */
  round: number;
}

/**
 * Flip counter (spec section 3): `num` on `numbers` digit cards (default 4, padded with 0).
 * When `num` changes, the digits that changed flip (CSS) and lose the flip class afterwards.
 */
export default function Count({ value }: BlockProps<'count'>) {
  const digits = countDigits(value.num, value.numbers);
  const [shown, setShown] = useState<Shown>({ digits, flipping: [], round: 0 });

  // A new number: note which digits changed while rendering, so they flip in the same paint.
  if (shown.digits !== digits) {
    setShown({ digits, flipping: changedDigits(shown.digits, digits), round: shown.round + 1 });
  }

  const animating = shown.flipping.length > 0;
  useEffect(() => {
    if (!animating) return undefined;
    const timer = setTimeout(
      () => setShown((current) => ({ ...current, flipping: [] })),
      FLIP_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [animating, shown.round]);

  return (
    <div className="h5-count" role="img" aria-label={digits}>
      {[...shown.digits].map((digit, index) => {
        const flipping = shown.flipping.includes(index);
        return (
          <span
            // A flipping digit gets a fresh element each round, so its animation starts over.
            key={flipping ? `${index}-${shown.round}` : index}
            className={`h5-count-digit${flipping ? ' h5-count-flip' : ''}`}
            style={flipping ? { animationDuration: `${FLIP_ANIMATION_MS}ms` } : undefined}
            aria-hidden="true"
          >
            {digit}
          </span>
        );
      })}
    </div>
  );
}
