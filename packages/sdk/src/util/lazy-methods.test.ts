import { describe, expect, it } from 'vitest';
import { lazyMethods } from './lazy-methods';

const loaded = () => ({
  async greet(name: string) {
    return `hello ${name}`;
  },
  async add(a: number, b: number) {
    return a + b;
  },
});

describe('lazyMethods', () => {
  it('loads nothing until the first call, then forwards every call with its arguments', async () => {
    let loads = 0;
    const methods = lazyMethods(['greet', 'add'], async () => {
      loads += 1;
      return loaded();
    });
    expect(loads).toBe(0);
    expect(await methods.greet('ann')).toBe('hello ann');
    expect(await methods.add(2, 3)).toBe(5);
    expect(loads).toBe(1);
  });

  it('loads once for concurrent first calls', async () => {
    let loads = 0;
    const methods = lazyMethods(['add'], async () => {
      loads += 1;
      return loaded();
    });
    expect(await Promise.all([methods.add(1, 1), methods.add(2, 2), methods.add(3, 3)])).toEqual([2, 4, 6]);
    expect(loads).toBe(1);
  });

  it('tries the load again on the next call when it failed (offline)', async () => {
    let loads = 0;
    const methods = lazyMethods(['greet'], async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return loaded();
    });
    await expect(methods.greet('ann')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await methods.greet('ann')).toBe('hello ann');
    expect(loads).toBe(2);
  });
});
