import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi } from '../api/admin-api.ts';
import type { DraftInfo } from '../api/admin-api.ts';
import { mergeDrafts } from '../shared/merge-drafts.ts';
import type { DraftMerge, MergeChoice } from '../shared/merge-drafts.ts';
import type { PageFile } from '../shared/page-data.ts';
import type { SaveOutcome, useDraftSaver } from './draft-saver.ts';

type Saver = Pick<ReturnType<typeof useDraftSaver>, 'state' | 'merging' | 'saveMerged'>;

/** Two edits that changed the same block or setting: the dialog asks which to keep of each. */
export interface PendingMerge {
  newer: DraftInfo;
  merge: DraftMerge;
}

interface Options {
  code: string;
  saver: Saver;
  /** Puts a page on the canvas afresh (the merged one), with the live version the draft names. */
  show: (page: PageFile, newer: DraftInfo) => void;
  /** The edits could not merge by themselves: the conflict dialog opens. */
  ask: () => void;
  /** After a merged save: whose edits were taken in. */
  merged: (outcome: SaveOutcome, who: string) => void;
}

/**
 * A save refused for a draft saved meanwhile (another tab, another marketer) is merged block by
 * block with it: what only one side changed is kept as that side has it, and the merged page is
 * saved over the newer draft at once. Only blocks or settings both changed differently ask
 * (`pending`, answered by `choose`); a failure to read the newer draft asks too.
 */
export function useDraftMerge({ code, saver, show, ask, merged }: Options) {
  const [pending, setPending] = useState<PendingMerge | null>(null);
  const latest = useRef({ saver, show, ask, merged });
  latest.current = { saver, show, ask, merged };

  const apply = useCallback(async (newer: DraftInfo, page: PageFile) => {
    const { saver: current, show: showPage, merged: done } = latest.current;
    showPage(page, newer);
    const outcome = await current.saveMerged(newer, page);
    done(outcome, newer.updated_by ?? '他人');
  }, []);

  const conflict = saver.state.kind === 'conflict' ? saver.state.conflict : null;
  useEffect(() => {
    if (!conflict) return;
    let stale = false;
    void (async () => {
      const { base, mine } = latest.current.saver.merging();
      let newer: DraftInfo | null = null;
      try {
        newer = base && mine ? await adminApi.getPage(code) : null;
      } catch {
        newer = null;
      }
      if (stale) return;
      if (!newer || !base || !mine) {
        latest.current.ask();
        return;
      }
      const merge = mergeDrafts(base, mine, newer.draft);
      if (merge.conflicts.length === 0) {
        await apply(newer, merge.page());
        return;
      }
      setPending({ newer, merge });
      latest.current.ask();
    })();
    return () => {
      stale = true;
    };
  }, [conflict, code, apply]);

  /** Saves the merge with each asked block or setting kept as chosen. */
  const choose = useCallback(
    async (choices: Readonly<Record<string, MergeChoice>>) => {
      if (!pending) return;
      setPending(null);
      // Merged again from the edit as it is now: it may have gone on while the dialog waited.
      const { base, mine } = latest.current.saver.merging();
      const merge = base && mine ? mergeDrafts(base, mine, pending.newer.draft) : pending.merge;
      await apply(pending.newer, merge.page(choices));
    },
    [pending, apply],
  );

  return { pending, choose, dismiss: () => setPending(null) };
}
