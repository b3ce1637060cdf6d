// The bank's pure helpers: the CSV export as German banking software writes it, the balance
// series behind the sparkline, amounts as people type them, and the transfer fee.
import { describe, expect, it } from 'vitest';
import type { BankTransaction } from '../../src/api/generated/model/bankTransaction';
import { balanceSeries, sparkPath } from '../../src/features/bank/balance-series';
import { csvAmount, signedAmount, transactionsCsv } from '../../src/features/bank/csv';
import { parseAmount, transferFee } from '../../src/features/bank/money';

const transfer = (over: Partial<BankTransaction> = {}) =>
  ({
    id: 1,
    accountId: 1,
    direction: 'outgoing',
    kind: 'transfer',
    amount: -1200,
    balanceAfter: 3800,
    counterpartNumber: 'LS12 3456 7890',
    counterpartName: 'Lea_Schmidt',
    purpose: 'Miete November',
    bookedAt: '2026-11-20T10:00:00Z',
    reversed: false,
    ...over,
  }) as BankTransaction;

describe('bank CSV', () => {
  it('writes amounts with a decimal comma and sign, no thousands dots', () => {
    expect(csvAmount(-1200)).toBe('-1200,00');
    expect(csvAmount(1234567)).toBe('1234567,00');
    expect(csvAmount(0)).toBe('0,00');
  });

  it('takes the sign from the direction, whatever the answer sends', () => {
    expect(signedAmount({ amount: 50, direction: 'outgoing' })).toBe(-50);
    expect(signedAmount({ amount: -50, direction: 'incoming' })).toBe(50);
  });

  it('is semicolon-separated with a German header, dates and quoting, CRLF and a BOM', () => {
    const csv = transactionsCsv([
      transfer(),
      transfer({ id: 2, direction: 'incoming', amount: 80, balanceAfter: 5000, purpose: 'Essen; "Pizza"' }),
      {
        id: 3,
        accountId: 1,
        direction: 'incoming',
        kind: 'payday',
        amount: 2500,
        balanceAfter: 7500,
        purpose: 'Gehalt',
        bookedAt: '2026-11-21T10:00:00Z',
        reversed: false,
      },
    ]);
    expect(csv.startsWith('\uFEFFBuchungstag;Art;Gegenkonto;Name;Verwendungszweck;Betrag;Saldo\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[1]).toBe('20.11.2026;Überweisung;LS12 3456 7890;Lea_Schmidt;Miete November;-1200,00;3800,00');
    expect(lines[2]).toBe('20.11.2026;Überweisung;LS12 3456 7890;Lea_Schmidt;"Essen; ""Pizza""";80,00;5000,00');
    expect(lines[3]).toBe('21.11.2026;Gehalt;;;Gehalt;2500,00;7500,00');
  });
});

describe('bank balance series (sparkline)', () => {
  const day = 86_400_000;
  const now = Date.parse('2026-11-23T12:00:00Z');
  const since = now - 30 * day;

  it('starts before the oldest booking in the window and ends at the balance today', () => {
    const points = balanceSeries(
      [
        transfer({ bookedAt: new Date(now - 2 * day).toISOString(), amount: -200, balanceAfter: 800 }),
        transfer({
          bookedAt: new Date(now - 10 * day).toISOString(),
          direction: 'incoming',
          amount: 500,
          balanceAfter: 1000,
        }),
        transfer({ bookedAt: new Date(now - 40 * day).toISOString(), amount: -1, balanceAfter: 500 }),
      ],
      800,
      since,
      now,
    );
    expect(points.map((p) => p.balance)).toEqual([500, 1000, 800, 800]);
    expect(points[0]?.time).toBe(since);
    expect(points.at(-1)?.time).toBe(now);
  });

  it('is a flat line without bookings, and the path stays inside its box', () => {
    const points = balanceSeries([], 42, since, now);
    expect(points.map((p) => p.balance)).toEqual([42, 42]);
    expect(sparkPath(points, 120, 32)).toBe('M0.0 16.0 L120.0 16.0');
    const path = sparkPath(
      [
        { time: 0, balance: 0 },
        { time: 1, balance: 10 },
      ],
      120,
      32,
    );
    expect(path).toBe('M0.0 32.0 L120.0 0.0');
  });
});

describe('bank amounts', () => {
  it('reads amounts typed the German way', () => {
    expect(parseAmount('1.500')).toBe(1500);
    expect(parseAmount(' 1 500 $')).toBe(1500);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeNaN();
  });

  it('charges the fee only to another bank, rounded up', () => {
    expect(transferFee(1000, 0.5, true)).toBe(5);
    expect(transferFee(101, 0.5, true)).toBe(1);
    expect(transferFee(1000, 0.5, false)).toBe(0);
  });
});
