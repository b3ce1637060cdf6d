// The market's refusals by their Problem type (/problems/market/...), for a message in place.
import { isAxiosError } from 'axios';

export type MarketProblem = 'bid-too-low' | 'auction-ended' | 'insufficient-funds' | 'own-auction' | 'no-buyout';

export function marketProblemOf(error: unknown): MarketProblem | undefined {
  if (!isAxiosError(error)) return undefined;
  const type = (error.response?.data as { type?: unknown } | undefined)?.type;
  const match = typeof type === 'string' ? /^\/problems\/market\/([a-z-]+)$/.exec(type) : null;
  return (match?.[1] as MarketProblem | undefined) ?? undefined;
}
