/**
 * The least time a video's risk caption stays on screen from the start of playback: the block
 * shows it that long whatever the page file says, and the checks ask a selling page's videos for
 * it. Its own module, without zod, so the visitor bundle can import it.
 */
export const VIDEO_RISK_CAPTION_MIN_SECONDS = 5;
