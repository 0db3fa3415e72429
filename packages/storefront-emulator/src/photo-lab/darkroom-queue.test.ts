import { describe, expect, it } from 'vitest';
import { DarkroomQueue } from './darkroom-queue.js';

describe('DarkroomQueue', () => {
  it('runs at most its slots at once, the others in the order they came, failures included', async () => {
    const queue = new DarkroomQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (index: number) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (index === 1) throw new Error('spoilt print');
        return index;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });
});
