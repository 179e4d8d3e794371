import { useCallback, useEffect, useRef, useState } from 'react';
import { validatePage } from '@h5-page/schema/validate-page';
import { adminApi, draftConflictOf } from '../api/admin-api.ts';
import type { DraftConflict, DraftInfo, SavedDraft } from '../api/admin-api.ts';
import type { PageFile } from '../shared/page-data.ts';

/** Drafts save themselves this long after the last change. */
const AUTOSAVE_DELAY_MS = 3000;

/** What the header says of the draft. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string; auto: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; conflict: DraftConflict };

/**
 * How a save ended: `saved`; `conflict` (someone saved since this edit began: nothing was
 * overwritten); `failed` with the error; `skipped` (nothing to save).
 */
export type SaveOutcome =
  | { kind: 'saved'; saved: SavedDraft }
  | { kind: 'conflict'; conflict: DraftConflict }
  | { kind: 'failed'; error: unknown }
  | { kind: 'skipped' };

interface Options {
  code: string;
  /** After every save that went through (the preview follows the saved draft). */
  onSaved?: (saved: SavedDraft) => void;
  delayMs?: number;
}

/**
 * Saving one page's draft: every save names the revision it was based on, so a draft someone
 * else saved in between is never overwritten silently (the server answers 409 and the builder
 * asks). Changes save themselves `delayMs` after the last one while the page is valid; a
 * conflict stops that until the two edits are merged or the editor chooses (load theirs, or
 * overwrite knowingly).
 */
export function useDraftSaver({ code, onSaved, delayMs = AUTOSAVE_DELAY_MS }: Options) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  const base = useRef<number | undefined>(undefined);
  /** The draft as the server held it at `base`: what two tabs' edits are merged from. */
  const baseDraft = useRef<PageFile | null>(null);
  const page = useRef<PageFile | null>(null);
  /** Counts local changes; a save clears `dirty` only if none came while it was on its way. */
  const changes = useRef(0);
  /** How many of those the server holds: `dirty` as of now, not as of the last render. */
  const savedChanges = useRef(0);
  const inFlight = useRef<Promise<SaveOutcome> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflicted = useRef<DraftConflict | null>(null);
  const savedHook = useRef(onSaved);
  savedHook.current = onSaved;

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  const send = useCallback(
    async (auto: boolean): Promise<SaveOutcome> => {
      const sent = page.current;
      if (!sent) return { kind: 'skipped' };
      const upTo = changes.current;
      setState({ kind: 'saving' });
      try {
        const saved = await adminApi.savePage(code, sent, base.current);
        base.current = saved.revision;
        baseDraft.current = sent;
        savedChanges.current = Math.max(savedChanges.current, upTo);
        if (changes.current === upTo) setDirty(false);
        setState({ kind: 'saved', at: saved.updated_at, auto });
        savedHook.current?.(saved);
        return { kind: 'saved', saved };
      } catch (error) {
        const conflict = draftConflictOf(error);
        if (conflict) {
          conflicted.current = conflict;
          setState({ kind: 'conflict', conflict });
          return { kind: 'conflict', conflict };
        }
        setState({ kind: 'failed', message: (error as Error).message });
        return { kind: 'failed', error };
      }
    },
    [code],
  );

  /** One save at a time: a save asked for while one is on its way follows it. */
  const run = useCallback(
    async (auto: boolean): Promise<SaveOutcome> => {
      while (inFlight.current) await inFlight.current;
      const running = send(auto);
      inFlight.current = running;
      try {
        return await running;
      } finally {
        inFlight.current = null;
      }
    },
    [send],
  );

  const autosave = useCallback(async () => {
    timer.current = null;
    // Never over someone else's draft, and never a page the server would refuse (its problems
    // are listed in the header); the edit stays unsaved until it is valid again.
    if (conflicted.current || !page.current || !validatePage(page.current).ok) return;
    const before = changes.current;
    const outcome = await run(true);
    if (outcome.kind === 'saved' && changes.current !== before && timer.current === null) {
      timer.current = setTimeout(() => void autosave(), delayMs);
    }
  }, [run, delayMs]);

  /** The draft as loaded from the server: the base of the next save. */
  const loaded = useCallback((revision: number, draft: PageFile) => {
    stopTimer();
    base.current = revision;
    baseDraft.current = draft;
    page.current = draft;
    savedChanges.current = changes.current;
    conflicted.current = null;
    setDirty(false);
    setState({ kind: 'idle' });
  }, []);

  /** The canvas changed: saved `delayMs` after the last change. */
  const changed = useCallback(
    (next: PageFile) => {
      // Puck reports selections and re-renders too: only a different page is a change.
      if (page.current && JSON.stringify(next) === JSON.stringify(page.current)) return;
      page.current = next;
      changes.current += 1;
      setDirty(true);
      stopTimer();
      timer.current = setTimeout(() => void autosave(), delayMs);
    },
    [autosave, delayMs],
  );

  /** Saves now (the 保存草稿 button, before preview and publish). */
  const save = useCallback(async (): Promise<SaveOutcome> => {
    stopTimer();
    if (conflicted.current) return { kind: 'conflict', conflict: conflicted.current };
    return run(false);
  }, [run]);

  /** Saves over the newer draft the conflict named, the editor having chosen to. */
  const overwrite = useCallback(async (): Promise<SaveOutcome> => {
    const conflict = conflicted.current;
    if (conflict) base.current = conflict.revision;
    conflicted.current = null;
    stopTimer();
    return run(false);
  }, [run]);

  /**
   * Saves `merged` (this edit merged with the newer draft the conflict named) over that draft:
   * it is the base now, and what the next conflict merges from.
   */
  const saveMerged = useCallback(
    async (
      newer: Pick<DraftInfo, 'revision' | 'draft'>,
      merged: PageFile,
    ): Promise<SaveOutcome> => {
      stopTimer();
      base.current = newer.revision;
      baseDraft.current = newer.draft;
      conflicted.current = null;
      page.current = merged;
      changes.current += 1;
      setDirty(true);
      return run(false);
    },
    [run],
  );

  /** The draft this edit started from, and the edit as it is now (null before loading). */
  const merging = useCallback(() => ({ base: baseDraft.current, mine: page.current }), []);

  /**
   * Whether a change is not on the server yet, read at the moment of asking: an action taken
   * right after an edit (a click outrunning the render that sets `dirty`) still saves it first.
   */
  const unsaved = useCallback(() => changes.current !== savedChanges.current, []);

  return { state, dirty, unsaved, loaded, changed, save, overwrite, saveMerged, merging };
}
