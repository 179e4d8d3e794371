/** Installs what `npm test` needs from Debian's packages where they are missing (as root). */
export function ensureSystemPackages(): void;
/** Installs the named Debian packages as root; true when all are installed afterwards. */
export function installDebianPackages(missing: string[], who: string): boolean;
/** Whether a command is on the PATH. */
export function onPath(command: string): boolean;
