// Bookings as CSV the way German banking software writes it: semicolon-separated, decimal
// comma without thousands dots (so spreadsheets read the amounts as numbers), dates as
// TT.MM.JJJJ, fields with ; " or a line break quoted, CRLF lines and a BOM (Excel then reads
// UTF-8 umlauts right). Pure: the screen fetches the rows and downloads the text.
import type { BankTransaction } from '../../api/generated/model/bankTransaction';
import { formatDate } from '../../lib/format';
import { bankTexts as t } from './texts';

/** -1200 → "-1200,00" (the contract's money is whole dollars). */
export const csvAmount = (value: number) => `${value < 0 ? '-' : ''}${Math.abs(value).toFixed(2).replace('.', ',')}`;

const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The signed amount of a booking, from its direction (answers may send the absolute value). */
export const signedAmount = (b: Pick<BankTransaction, 'amount' | 'direction'>) =>
  b.direction === 'outgoing' ? -Math.abs(b.amount) : Math.abs(b.amount);

export function transactionsCsv(rows: readonly BankTransaction[]): string {
  const lines = [t.csvHeader.join(';')];
  for (const b of rows) {
    const counterpart = 'counterpartNumber' in b ? b : undefined;
    lines.push(
      [
        formatDate(b.bookedAt),
        t.kinds[b.kind],
        counterpart?.counterpartNumber ?? '',
        counterpart?.counterpartName ?? '',
        b.purpose,
        csvAmount(signedAmount(b)),
        csvAmount(b.balanceAfter),
      ]
        .map(cell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
