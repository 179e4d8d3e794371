import type { ResolvedAddress, Resolver } from '../../src/webhooks/webhook-target.ts';

/** A public address no test ever connects to (a receiver there is only saved, never sent to). */
export const PUBLIC_ADDRESS: ResolvedAddress = { address: '93.184.215.14', family: 4 };

export interface FakeResolver {
  resolve: Resolver;
  /** The names asked, in order. */
  asked: string[];
  /** What `name` resolves to from now on; a list of answers is used up one per question. */
  answer(name: string, ...answers: ResolvedAddress[][]): void;
}

/**
 * Names as a test says they resolve, so no test asks a DNS server; a name it never answered does
 * not resolve (ENOTFOUND). A name given several answers resolves to each in turn, then keeps the
 * last: a DNS rebinding is a name that answers one address to the check and another later.
 */
export function fakeResolver(initial: Record<string, ResolvedAddress[]> = {}): FakeResolver {
  const answers = new Map<string, ResolvedAddress[][]>(
    Object.entries(initial).map(([name, addresses]) => [name, [addresses]]),
  );
  const fake: FakeResolver = {
    asked: [],
    answer(name, ...given) {
      answers.set(name, given);
    },
    async resolve(name) {
      fake.asked.push(name);
      const queue = answers.get(name);
      if (!queue || queue.length === 0) {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      }
      return queue.length > 1 ? queue.shift()! : queue[0]!;
    },
  };
  return fake;
}
