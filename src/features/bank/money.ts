// Money as people type it and as the banks charge it. Pure.

/**
 * A whole-dollar amount as typed, the German way: "1.500", "1 500", "1500" → 1500; "12,50"
 * → 12.5 (the contract's validator then says whole dollars only); empty → undefined.
 */
export function parseAmount(text: string): number | undefined {
  const plain = text
    .trim()
    .replace(/[\s.$]/g, '')
    .replace(',', '.');
  if (!plain) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The fee of a transfer to another bank: the sending bank's percentage, rounded up to whole dollars. */
export const transferFee = (amount: number, percent: number, otherBank: boolean) =>
  otherBank && amount > 0 ? Math.ceil((amount * percent) / 100) : 0;
