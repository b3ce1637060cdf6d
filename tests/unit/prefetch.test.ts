// prefetchUnlessFailed: loaders prefetch, but a query that just failed is left to its page.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchUnlessFailed } from '../../src/lib/prefetch';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('prefetchUnlessFailed', () => {
  it('fetches a query that is not in the cache yet', async () => {
    const qc = client();
    const queryFn = vi.fn().mockResolvedValue(['a']);
    await prefetchUnlessFailed(qc, { queryKey: ['rules'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(['rules'])).toEqual(['a']);
  });

  it('does not ask again for a query whose last fetch failed', async () => {
    const qc = client();
    const failing = vi.fn().mockRejectedValue(new Error('503'));
    await prefetchUnlessFailed(qc, { queryKey: ['polls'], queryFn: failing });
    expect(qc.getQueryState(['polls'])?.status).toBe('error');
    await prefetchUnlessFailed(qc, { queryKey: ['polls'], queryFn: failing });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('refreshes stale data as prefetchQuery does', async () => {
    const qc = client();
    qc.setQueryData(['legal'], ['old'], { updatedAt: 0 });
    const queryFn = vi.fn().mockResolvedValue(['new']);
    await prefetchUnlessFailed(qc, { queryKey: ['legal'], queryFn });
    expect(qc.getQueryData(['legal'])).toEqual(['new']);
  });
});
