import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('loads the implementation on the first call only, and calls it with its own this', async () => {
    const impl = {
      async base() {
        return 40;
      },
      async add(n: number) {
        return (await this.base()) + n;
      },
    };
    const load = vi.fn(async () => impl);
    const api = lazily(load);
    expect(load).not.toHaveBeenCalled();
    await expect(api.add(2)).resolves.toBe(42);
    await expect(api.add(1)).resolves.toBe(41);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<{ ping: () => Promise<string> }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ ping: async () => 'pong' });
    const api = lazily(load);
    await expect(api.ping()).rejects.toThrow('chunk missing');
    await expect(api.ping()).resolves.toBe('pong');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
