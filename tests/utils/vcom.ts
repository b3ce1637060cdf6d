// Helpers every vcom route test shares (tests/integration/features-vcom*.test.tsx): the page's
// main landmark, opening a route, a Problem answer for server.use, finding a field by its label,
// money as the DOM queries read it, a view refused by link, and picking an offence in the ticket or arrest form.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import { vcomTexts } from '../../src/features/vcom/texts';
import { formatMoney } from '../../src/lib/format';
import { renderRoute } from './render';

export type User = ReturnType<typeof userEvent.setup>;

/** Queries inside the page's main landmark (the admin's menu has buttons of the same names). */
export const main = () => within(screen.getByRole('main'));

/** The route rendered, once the shell's main landmark is there. */
export async function open(path: string) {
  const rendered = renderRoute(path);
  await screen.findByRole('main');
  return rendered;
}

/** Opening `path` by a link sends the visitor to /notPermitted: a view the accounts do not open. */
export async function expectNotPermitted(path: string) {
  const rendered = renderRoute(path);
  await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/notPermitted'));
  rendered.unmount();
}

/** A Problem answer (application/problem+json) whose detail reads "Antwort <status>.". */
export const problem = (status: number, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail: `Antwort ${status}.`, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The field labelled `label` (a required field's label carries a mark after it). */
export const field = (label: string) => main().getByLabelText(new RegExp(`^${label}(?![\\wäöüß])`));

/** A label's start as a pattern (brackets and $ taken literally). */
export const label = (text: string) => new RegExp(`^${text.replace(/[()$]/g, '\\$&')}`);

/** Money as the DOM queries see it (their normalizer turns the no-break space into a space). */
export const money = (n: number) => formatMoney(n).replace(/\s/g, ' ');

/** Picks an offence in the ticket or arrest form: searches `search`, adds the one titled `title`. */
export async function addCrime(user: User, search: string, title: string) {
  const input = main().getByLabelText(vcomTexts.issue.crimeSearch);
  await user.clear(input);
  await user.type(input, search);
  await user.click(await main().findByRole('button', { name: vcomTexts.issue.add(title) }));
}
