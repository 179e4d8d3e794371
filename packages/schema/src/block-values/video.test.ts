import { describe, expect, it } from 'vitest';
import { videoValueSchema } from './video.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(videoValueSchema, value);

describe('video value', () => {
  it('takes an optional autoplay flag (off unless given)', () => {
    expect(videoValueSchema.parse({ video: '/v.mp4', autoplay: true })).toEqual({
      video: '/v.mp4',
      autoplay: true,
    });
    expect(videoValueSchema.parse({ video: '/v.mp4' })).toEqual({ video: '/v.mp4' });
    expect(problems({ video: '/v.mp4', autoplay: 'yes' })).toEqual([
      'autoplay: expected a boolean',
    ]);
  });

  it('refuses a script URL for the video or the poster', () => {
    expect(problems({ video: 'javascript:alert(1)', poster: 'javascript:x' })).toHaveLength(2);
  });
});
