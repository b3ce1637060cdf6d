// The daily work in a company at route level: the storage (take out, put in, each with its own
// Idempotency-Key), checking in and out for duty, and the vehicles and bank accounts as links
// into their areas (each behind its member right).
// Operations: getFactoryItems, takeFactoryStorageItem, putFactoryStorageItem, getFactoryCheckIn,
// checkInFactory, getFactoryVehicles, getFactoryBankAccounts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factoryTexts as t } from '../../src/features/factory/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

/** The Idempotency-Key headers of the storage sends while `run` runs. */
async function storageKeys(run: () => Promise<void>): Promise<string[]> {
  const keys: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/api\/factory\/\d+\/storage\//.test(request.url)) {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
    }
  };
  server.events.on('request:start', listen);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return keys;
}

const amountOf = (row: HTMLElement) => Number(/^(\d+)×/.exec(row.textContent ?? '')?.[1]);

describe('work in a company (/factory?factory=1)', () => {
  it('takes one piece out of the storage and puts one back, each with its own Idempotency-Key', async () => {
    renderRoute('/factory?factory=1&tab=storage');
    const storage = await screen.findByRole('region', { name: t.storage.heading });
    const row = (await within(storage).findAllByTestId('org-item'))[0] as HTMLElement;
    const name = /^\d+× (.+?) \(\d/.exec(row.textContent ?? '')?.[1] ?? '';
    const before = amountOf(row);
    const keys = await storageKeys(async () => {
      await userEvent.click(within(row).getByRole('button', { name: `${t.storage.take}: ${name}` }));
      expect(await screen.findByText(t.storage.took('1', name))).toBeInTheDocument();
      await waitFor(() =>
        expect(amountOf(within(storage).getAllByTestId('org-item')[0] as HTMLElement)).toBe(before - 1),
      );
      const again = within(storage).getAllByTestId('org-item')[0] as HTMLElement;
      await waitFor(() =>
        expect(within(again).getByRole('button', { name: `${t.storage.put}: ${name}` })).toBeEnabled(),
      );
      await userEvent.click(within(again).getByRole('button', { name: `${t.storage.put}: ${name}` }));
      expect(await screen.findByText(t.storage.putIn('1', name))).toBeInTheDocument();
      await waitFor(() => expect(amountOf(within(storage).getAllByTestId('org-item')[0] as HTMLElement)).toBe(before));
    });
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.length >= 8)).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it('checks in for duty and out again', async () => {
    renderRoute('/factory?factory=1');
    const duty = await screen.findByRole('region', { name: t.duty.heading });
    expect(await within(duty).findByTestId('factory-duty')).toHaveTextContent(t.duty.off);
    await userEvent.click(within(duty).getByRole('button', { name: t.duty.checkIn }));
    expect(await screen.findByText(t.duty.checkedIn)).toBeInTheDocument();
    await waitFor(() => expect(within(duty).getByTestId('factory-duty')).toHaveTextContent(t.duty.on));
    await userEvent.click(within(duty).getByRole('button', { name: t.duty.checkOut }));
    expect(await screen.findByText(t.duty.checkedOut)).toBeInTheDocument();
    await waitFor(() => expect(within(duty).getByTestId('factory-duty')).toHaveTextContent(t.duty.off));
  });

  it('lists the company vehicles as links into the vehicles area', async () => {
    renderRoute('/factory?factory=1&tab=vehicles');
    const list = await screen.findByRole('list', { name: t.vehicles.heading });
    const first = within(list).getAllByTestId('factory-vehicle')[0] as HTMLElement;
    const link = within(first).getByRole('link', { name: new RegExp(`^${t.vehicles.open}: LS \\d{4}$`) });
    expect(link.getAttribute('href')).toMatch(/^\/vehicle\?vehicle=\d+$/);
  });

  it('lists the company accounts as links into the bank', async () => {
    renderRoute('/factory?factory=1&tab=bank');
    const list = await screen.findByRole('list', { name: t.bank.heading });
    const account = within(list).getAllByTestId('factory-account')[0] as HTMLElement;
    expect(account).toHaveTextContent('Geschäftskonto');
    const link = within(account).getByRole('link', { name: /^In der Bank öffnen: LS\d{2} \d{4} \d{4}$/ });
    expect(link.getAttribute('href')).toMatch(/^\/bank\?account=\d+$/);
  });

  it('without the rights (employee in company 2) vehicles and accounts say so and ask nothing', async () => {
    renderRoute('/factory?factory=2&tab=vehicles');
    expect(await screen.findByText(t.vehicles.noRight)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.tabs.bank }));
    expect(await screen.findByText(t.bank.noRight)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: t.bank.heading })).toBeNull();
  });
});
