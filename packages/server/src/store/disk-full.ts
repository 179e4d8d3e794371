import { statfsSync } from 'node:fs';

/** Below this much free space a write of the embedded database fails. */
const NEARLY_NOTHING = 1024 * 1024;

/**
 * Whether the disk holding `dir` is (all but) full. PGlite is WebAssembly: a full disk reaches
 * us as the runtime aborting or as "could not extend file", so the disk itself is asked.
 */
export function diskFull(dir: string): boolean {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize < NEARLY_NOTHING;
  } catch {
    return false;
  }
}
