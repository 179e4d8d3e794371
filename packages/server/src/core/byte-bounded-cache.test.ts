import { describe, expect, it } from 'vitest';
import { ByteBoundedCache } from './byte-bounded-cache.ts';

describe('ByteBoundedCache', () => {
  it('drops the least recently used values once the bytes exceed the budget', () => {
    const cache = new ByteBoundedCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect(cache.get('b')).toBeUndefined();
    expect([...cache.keys()]).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(80);
  });

  it('never holds more than the budget, however many keys arrive', () => {
    const cache = new ByteBoundedCache<number>(1000, 50);
    for (let i = 0; i < 10_000; i++) {
      cache.set(`k${i}`, i, 7 + (i % 13));
      expect(cache.bytes).toBeLessThanOrEqual(1000);
      expect(cache.size).toBeLessThanOrEqual(50);
    }
  });

  it('replacing or deleting a key gives its bytes back; a value over budget is not kept', () => {
    const cache = new ByteBoundedCache<string>(100);
    cache.set('a', 'A', 60);
    cache.set('a', 'A2', 30);
    expect(cache.bytes).toBe(30);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
    cache.set('huge', 'H', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
