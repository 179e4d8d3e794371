import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, SyntheticEvent } from 'react';
import Swiper from 'swiper';
import { CARD_SWIPER_SPACING, DESIGN_WIDTH, SWIPER_AUTOPLAY_MS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type { BlockAction } from '../runtime.ts';
import { createAutoplay } from './autoplay.ts';
import './swiper.css';
import { actionOf } from '../shared/action-of.ts';
import { phonePictureSizes, phonePictureSrcSet } from '@h5-page/schema/phone-picture';

/** Cards shown at once in card mode when the page gives no `cardShowNum` (ours). */
export const DEFAULT_CARD_SHOW_NUM = 3;
/** Slide transition (ms). */
export const SWIPER_SPEED_MS = 300;
/** Labels of the arrows and dots (ours). */
export const PREV_LABEL = '上一张';
export const NEXT_LABEL = '下一张';
export const dotLabel = (index: number) => `第 ${index + 1} 张`;

/** The arrow buttons, in the order they stand. */
const ARROWS = [
  ['prev', PREV_LABEL],
  ['next', NEXT_LABEL],
] as const;

interface Slide {
  url: string;
  alt: string;
  action: BlockAction | null;
  isNeedLogin: boolean;
}

function slidesOf(list: unknown): Slide[] {
  if (!Array.isArray(list)) return [];
  const slides: Slide[] = [];
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { url, alt, action, isNeedLogin } = item as Record<string, unknown>;
    if (typeof url !== 'string' || url.trim() === '') continue;
    slides.push({
      url,
      alt: typeof alt === 'string' ? alt : '',
      action: actionOf(action),
      isNeedLogin: isNeedLogin === true,
    });
  }
  return slides;
}

/**
 * Swiper's loop needs more slides than it shows (`perView` rounded up to odd when centred, plus
 * half of it on each side): in card mode a short list is repeated. Each entry keeps its real index.
 */
export function loopSlides(count: number, card: boolean, perView: number): number[] {
  if (count < 2) return Array.from({ length: count }, (_, i) => i);
  const shown = card && perView % 2 === 0 ? perView + 1 : perView;
  const needed = card ? shown + Math.ceil(shown / 2) + 1 : 2;
  const indexes: number[] = [];
  while (indexes.length < needed) for (let i = 0; i < count; i += 1) indexes.push(i);
  return indexes;
}

/**
 * Swiper / carousel (spec sections 3, 4 and 9) of `list` slides (image, alt, action), on Swiper's
 * core. Server HTML is Swiper's markup with the first slide's image (visible without JavaScript,
 * CSS lays it out as the first frame); after hydration Swiper takes over the same DOM, so nothing
 * mismatches or jumps. Height is reserved from `width`/`height` when given, else from the first
 * image's ratio once it has loaded. Loops; `arrow` shows prev/next arrows, `indicator` the dots;
 * `autoplay` advances every SWIPER_AUTOPLAY_MS, pauses while touched or hovered, and after a
 * manual move waits a full SWIPER_AUTOPLAY_MS again. Card mode (`type: 'card'`) shows
 * `cardShowNum` cards, centred, CARD_SWIPER_SPACING design px apart, side cards scaled down.
 */
/** `sizes` of a slide's picture, for a picture the media library sends at several widths. */
const slideSizes = (share: number, url: string): string | undefined =>
  phonePictureSrcSet(url) ? phonePictureSizes(share) : undefined;

export default function SwiperBlock({ value, path, priority = false }: BlockProps<'swiper'>) {
  const runtime = useRuntime();
  const slides = useMemo(() => slidesOf(value.list), [value.list]);
  const card = value.type === 'card';
  const perView = card
    ? Math.max(1, Math.floor(Number(value.cardShowNum) || DEFAULT_CARD_SHOW_NUM))
    : 1;
  const count = slides.length;
  const many = count > 1;
  // Slides in view before Swiper runs: the first, and in card mode (first centred) those to its
  // right. The others get their picture once Swiper runs: nobody sees them before, and on a phone
  // their bytes would otherwise come ahead of the page's code.
  const inViewBeforeReady = card ? Math.floor(perView / 2) + 1 : 1;
  // A card's share of the column: `perView` cards with CARD_SWIPER_SPACING between them.
  const share = card ? (1 - ((perView - 1) * CARD_SWIPER_SPACING) / DESIGN_WIDTH) / perView : 1;
  const order = useMemo(() => loopSlides(count, card, perView), [count, card, perView]);
  const autoplayOn = many && value.autoplay === true;
  const givenRatio =
    Number(value.width) > 0 && Number(value.height) > 0
      ? Number(value.width) / Number(value.height)
      : null;

  const root = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const autoplayRef = useRef<ReturnType<typeof createAutoplay> | null>(null);
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const [measuredRatio, setMeasuredRatio] = useState<number | null>(null);
  const ratio = givenRatio ?? measuredRatio;
  // The arrows and dots say which slides they move, for screen readers and tests alike.
  const slidesId = useId();

  // A new DOM for Swiper whenever what it lays out changes (it moves slides around when looping).
  const layoutKey = `${card ? 'card' : 'normal'}:${perView}:${order.length}:${slides.map((s) => s.url).join('|')}`;

  useEffect(() => {
    const element = root.current?.querySelector<HTMLElement>('.swiper');
    if (!element || !many) return;
    const autoplay = autoplayOn
      ? createAutoplay({ delay: SWIPER_AUTOPLAY_MS, next: () => swiper.slideNext(SWIPER_SPEED_MS) })
      : null;
    const swiper = new Swiper(element, {
      loop: true,
      speed: SWIPER_SPEED_MS,
      slidesPerView: perView,
      centeredSlides: card,
      // A percentage of the carousel's width: CARD_SWIPER_SPACING design px of the 750 column.
      spaceBetween: card ? `${(CARD_SWIPER_SPACING / DESIGN_WIDTH) * 100}%` : 0,
      on: {
        touchStart: () => autoplay?.hold('touch'),
        touchEnd: () => autoplay?.release('touch'),
        realIndexChange: (instance) => setCurrent(order[instance.realIndex] ?? 0),
      },
    });
    swiperRef.current = swiper;
    autoplayRef.current = autoplay;
    setCurrent(0);
    setReady(true);

    const box = root.current;
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') autoplay?.hold('hover');
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') autoplay?.release('hover');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') autoplay?.hold('hidden');
      else autoplay?.release('hidden');
    };
    if (autoplay) {
      box?.addEventListener('pointerenter', onPointerEnter);
      box?.addEventListener('pointerleave', onPointerLeave);
      document.addEventListener('visibilitychange', onVisibility);
      autoplay.start();
    }
    return () => {
      autoplay?.stop();
      box?.removeEventListener('pointerenter', onPointerEnter);
      box?.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      swiper.destroy(true, true);
      swiperRef.current = null;
      autoplayRef.current = null;
      setReady(false);
    };
  }, [layoutKey, many, autoplayOn, perView, card, order]);

  // The first image may have loaded before hydration (no load event then): read its size here.
  useEffect(() => {
    if (givenRatio) return;
    const first = root.current?.querySelector<HTMLImageElement>('.h5-swiper-img');
    if (first?.complete && first.naturalWidth > 0 && first.naturalHeight > 0) {
      setMeasuredRatio(first.naturalWidth / first.naturalHeight);
    }
  }, [givenRatio, layoutKey]);

  const onFirstLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (!givenRatio && img.naturalWidth > 0 && img.naturalHeight > 0) {
      setMeasuredRatio(img.naturalWidth / img.naturalHeight);
    }
  };

  const move = (to: 'prev' | 'next' | number) => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    // Swiper drops a move asked while a slide is still moving (autoplay's, in its loop): the
    // visitor's tap is made once that one has ended instead of being lost.
    if (swiper.animating) {
      swiper.once('transitionEnd', () => move(to));
      return;
    }
    if (to === 'prev') swiper.slidePrev(SWIPER_SPEED_MS);
    else if (to === 'next') swiper.slideNext(SWIPER_SPEED_MS);
    else swiper.slideToLoop(to, SWIPER_SPEED_MS);
    autoplayRef.current?.restart();
  };

  const press = (slide: Slide) => {
    if (!slide.action) return;
    if (slide.isNeedLogin && !runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    void runtime.actions.run(slide.action, { path, block: 'swiper' });
  };

  if (count === 0) return null;

  const className = [
    'h5-swiper',
    card ? 'h5-swiper-card-mode' : 'h5-swiper-normal',
    ready ? 'h5-swiper-ready' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={root}
      className={className}
      style={{ '--h5-swiper-per-view': perView } as CSSProperties}
      role="region"
      aria-roledescription="carousel"
    >
      <div className="swiper" key={layoutKey}>
        <div className="swiper-wrapper" id={slidesId}>
          {order.map((index, position) => {
            const slide = slides[index]!;
            const first = position === 0;
            const pictured = ready || position < inViewBeforeReady;
            const onKeyDown = slide.action
              ? (event: KeyboardEvent) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    press(slide);
                  }
                }
              : undefined;
            return (
              <div
                key={position}
                className={
                  first
                    ? 'swiper-slide h5-swiper-slide swiper-slide-active'
                    : 'swiper-slide h5-swiper-slide'
                }
                aria-hidden={position >= count ? true : undefined}
              >
                <div
                  className={`h5-swiper-frame${slide.action ? ' h5-swiper-action' : ''}`}
                  style={ratio ? { aspectRatio: String(ratio) } : undefined}
                  role={slide.action ? 'button' : undefined}
                  tabIndex={slide.action && position < count ? 0 : undefined}
                  aria-label={slide.action ? slide.alt || undefined : undefined}
                  onClick={slide.action ? () => press(slide) : undefined}
                  onKeyDown={onKeyDown}
                >
                  <img
                    className="h5-swiper-img"
                    src={pictured ? slide.url : undefined}
                    alt={slide.alt}
                    draggable={false}
                    // A first-screen carousel's first picture is fetched at once and first (the
                    // server preloads it); elsewhere the browser fetches it when it comes near.
                    loading={ready || (first && priority) ? 'eager' : 'lazy'}
                    fetchPriority={first && priority ? 'high' : undefined}
                    srcSet={
                      pictured && !(first && priority) ? phonePictureSrcSet(slide.url) : undefined
                    }
                    sizes={
                      pictured && !(first && priority) ? slideSizes(share, slide.url) : undefined
                    }
                    decoding="async"
                    onLoad={first ? onFirstLoad : undefined}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {many && value.arrow
        ? ARROWS.map(([side, label]) => (
            <button
              key={side}
              type="button"
              className={`h5-swiper-arrow h5-swiper-${side}`}
              aria-label={label}
              aria-controls={slidesId}
              onClick={() => move(side)}
            />
          ))
        : null}
      {many && value.indicator ? (
        <div className="h5-swiper-dots">
          {slides.map((slide, index) => (
            <button
              key={index}
              type="button"
              className={index === current ? 'h5-swiper-dot h5-swiper-dot-active' : 'h5-swiper-dot'}
              aria-label={dotLabel(index)}
              aria-controls={slidesId}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => move(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
