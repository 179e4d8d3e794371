import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import Video from './video.tsx';
import { videoDefinition } from './index.ts';

type Value = BlockValueMap['video'];

const element = (value: Value) => <Video value={value} children={[]} path="page_schema[6]" />;
const videoOf = (value: Value) => render(element(value)).container.querySelector('video')!;

describe('video block', () => {
  it('plays `video` with its `poster` and controls, fetching nothing before it plays', () => {
    const video = videoOf({ video: '/media/live.mp4', poster: '/media/live.png' });
    expect(video.getAttribute('src')).toBe('/media/live.mp4');
    expect(video.getAttribute('poster')).toBe('/media/live.png');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
  });

  it('preloads only the metadata without a poster (its size and first frame), or to autoplay', () => {
    expect(videoOf({ video: '/media/live.mp4' }).getAttribute('preload')).toBe('metadata');
    expect(
      videoOf({ video: '/media/live.mp4', poster: '/p.png', autoplay: true }).getAttribute(
        'preload',
      ),
    ).toBe('metadata');
  });

  it('plays inline on phones (playsinline, webkit-playsinline, x5-playsinline)', () => {
    const video = videoOf({ video: '/media/live.mp4' });
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('webkit-playsinline')).toBe('true');
    expect(video.getAttribute('x5-playsinline')).toBe('true');
  });

  it('does not autoplay unless asked', () => {
    const video = videoOf({ video: '/media/live.mp4' });
    expect(video.autoplay).toBe(false);
    expect(video.hasAttribute('autoplay')).toBe(false);
  });

  it('autoplays only muted', () => {
    const video = videoOf({ video: '/media/live.mp4', autoplay: true });
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
  });

  it('leaves the poster out when there is none', () => {
    expect(videoOf({ video: '/media/live.mp4', poster: '' }).hasAttribute('poster')).toBe(false);
  });

  it('server markup carries every inline-playback attribute, and muted with autoplay', () => {
    const html = renderToString(element({ video: '/v.mp4', poster: '/p.png', autoplay: true }));
    for (const attribute of [
      'src="/v.mp4"',
      'poster="/p.png"',
      'controls=""',
      'preload="metadata"',
      'playsInline=""',
      'webkit-playsinline="true"',
      'x5-playsinline="true"',
      'autoPlay=""',
      'muted=""',
    ]) {
      expect(html).toContain(attribute);
    }
    expect(renderToString(element({ video: '/v.mp4' }))).not.toMatch(/autoplay|muted/i);
  });

  it('has a demo block with local URLs', () => {
    for (const block of videoDefinition.demo) {
      expect(block.value.video).toMatch(/^\//);
      expect(block.value.poster).toMatch(/^\//);
    }
  });
});

describe('the video’s risk caption', () => {
  const captioned = {
    video: '/media/live.mp4',
    poster: '/p.png',
    riskCaption: '投资有风险，入市需谨慎',
    riskCaptionSeconds: 6,
  };
  const caption = (container: HTMLElement) => container.querySelector('.h5-video-caption');

  it('is in the server’s markup, over the picture, before any code has come', () => {
    expect(renderToString(element(captioned))).toContain(
      '<p class="h5-video-caption" role="note">投资有风险，入市需谨慎</p>',
    );
    expect(renderToString(element({ video: '/v.mp4' }))).not.toContain('h5-video-caption');
  });

  it('stays for its seconds of playback, and comes back at the start', () => {
    const { container } = render(element(captioned));
    const video = container.querySelector('video')!;
    const playedTo = (seconds: number) => {
      Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
      fireEvent.timeUpdate(video);
    };
    playedTo(5.9);
    expect(caption(container)?.textContent).toBe('投资有风险，入市需谨慎');
    playedTo(6);
    expect(caption(container)).toBeNull();
    playedTo(0);
    expect(caption(container)).not.toBeNull();
  });

  it('stays at least five seconds whatever the page file says', () => {
    const { container } = render(element({ ...captioned, riskCaptionSeconds: 2 }));
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'currentTime', { value: 4, configurable: true });
    fireEvent.timeUpdate(video);
    expect(caption(container)).not.toBeNull();
  });
});
