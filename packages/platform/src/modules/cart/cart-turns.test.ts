import { describe, expect, it } from 'vitest';
import { createTurns } from './cart-turns';

describe('createTurns', () => {
  it('runs the calls of one key one after the other, in call order, and other keys meanwhile', async () => {
    const turns = createTurns();
    const log: string[] = [];
    let releaseFirst!: () => void;
    const gate = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const a1 = turns.run('a', async () => {
      log.push('a1 start');
      await gate;
      log.push('a1 end');
      return 'a1';
    });
    const a2 = turns.run('a', async () => {
      log.push('a2 start');
      return 'a2';
    });
    const b1 = turns.run('b', async () => {
      log.push('b1 start');
      return 'b1';
    });
    expect(await b1).toBe('b1');
    expect(log).toEqual(['a1 start', 'b1 start']);
    releaseFirst();
    expect(await Promise.all([a1, a2])).toEqual(['a1', 'a2']);
    expect(log).toEqual(['a1 start', 'b1 start', 'a1 end', 'a2 start']);
  });

  it('lets the next call run after one that threw', async () => {
    const turns = createTurns();
    const failed = turns.run('a', async () => {
      throw new Error('boom');
    });
    const next = turns.run('a', async () => 'ran');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});
