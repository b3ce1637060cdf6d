// A session that ends mid-task, form by form (issue #30, point 2): for one or more forms of every
// area with forms, the send answers 401 (the session is gone: loggedIn says false, every send is
// refused), the input stays, the "signed out" notice shows; then the person signs in again
// elsewhere, the next login poll finds it (the poll is triggered instead of waiting 15 s; the
// interval itself is tested in session-ended.test.tsx), the "signed in" notice shows, the form
// still holds the input, and one send reaches the server exactly once.
// Each case is one hardening check ('session', area, form); a form the page hides while signed
// out (the dashboard's composer) is checked once signed in again (its draft brings it back).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LoginStatus } from '../../src/api/generated/model/loginStatus';
import { getGetLoggedInQueryKey } from '../../src/api/generated/start/session';
import { orgTexts } from '../../src/components/org/texts';
import { authTexts } from '../../src/features/auth/texts';
import { bankTexts } from '../../src/features/bank/texts';
import { buildingTexts } from '../../src/features/building/texts';
import { butlervTexts } from '../../src/features/butlerv/texts';
import { dashboardTexts } from '../../src/features/dashboard/texts';
import { commonTexts } from '../../src/features/common/texts';
import { factoryTexts } from '../../src/features/factory/texts';
import { gameserverTexts } from '../../src/features/gameserver/texts';
import { houseTexts } from '../../src/features/house/texts';
import { mailTexts } from '../../src/features/messenger/mail/texts';
import { ownTexts } from '../../src/features/player/own/texts';
import { playerAdminTexts } from '../../src/features/player/texts';
import { pollsTexts } from '../../src/features/polls/texts';
import { editorTexts } from '../../src/features/serverrules/texts';
import { teamTexts } from '../../src/features/team/texts';
import { vcadTexts } from '../../src/features/vcad/texts';
import { vcomTexts } from '../../src/features/vcom/texts';
import { vehicleTexts } from '../../src/features/vehicle/texts';
import { weaponTexts } from '../../src/features/weapon/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { players } from '../../src/mocks/stateful/player/world';
import { sessionTexts } from '../../src/shell/auth/texts';
import { shellTexts } from '../../src/shell/texts';
import { hardeningCheck } from '../utils/hardening';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';
import { addCrime, type User } from '../utils/vcom';

/** A label as a pattern from its start (required fields carry a mark after it). */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const unauthorized = () =>
  HttpResponse.json(
    { type: '/problems/401', title: 'Nicht angemeldet', status: 401, detail: 'Du bist nicht angemeldet.' },
    { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
  );
const sectionOf = async (heading: string | RegExp) =>
  within((await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement);
/** Types into a field after clearing it. */
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

/** The innermost region named `name`. */
const region = async (name: string | RegExp) =>
  within((await screen.findAllByRole('region', { name })).at(-1) as HTMLElement);
/** A text field of `scope` whose label starts with `label`. */
const box = (scope: ReturnType<typeof within>, label: string) => scope.getByRole('textbox', { name: named(label) });
/** A call to the mock's API outside the page (a test's own data). */
const api = (method: string, url: string, body?: unknown) =>
  fetch(`http://localhost/api${url}`, {
    method,
    ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
/** Max with a vcom account of `team` holding `rights` (the admin scenario lets the writes through). */
const vcomAccount = (team: string, rights: string[]) =>
  http.get('*/api/vcom/me', () =>
    HttpResponse.json({
      accounts: [
        {
          id: 7,
          staffId: 7,
          name: 'Max_Mustermann',
          team,
          rankLevel: 3,
          rank: 'Leitstellenleitung',
          locked: false,
          rights,
          createdAt: '2026-01-01T18:00:00Z',
        },
      ],
      rights,
      onDuty: true,
    }),
  );
/** Picks a person in an organisation's person picker of `scope`. */
const pickPerson = async (scope: ReturnType<typeof within>, search: string, name: RegExp) => {
  await userEvent.type(scope.getByRole('searchbox'), search);
  await userEvent.click(await scope.findByRole('radio', { name }));
};
/** The picked person: named below the search, or their radio checked while the matches show. */
const expectPicked = (scope: ReturnType<typeof within>, name: string) => {
  if (scope.queryByText(orgTexts.chosen(name))) return;
  expect(scope.getByRole('radio', { name })).toBeChecked();
};
/** The bid panel's money: enough for any bid. */
const richPanel = http.get('*/api/player/controlPanel', () =>
  HttpResponse.json({
    character: { id: 1, name: 'Max_Mustermann' },
    level: 14,
    job: 'Mechaniker',
    cash: 1000,
    bankBalance: 30000,
    playTimeHours: 10,
    admin: false,
    casino: { blocked: false },
    prison: { inPrison: false },
    chatLinkState: 'linked',
  }),
);
const bidField = async () => {
  const heading = await screen.findByRole('heading', { name: /Seltenes Kennzeichen/ });
  const card = within(heading.closest('[data-testid="lot"]') as HTMLElement);
  if (!card.queryByTestId('lot-detail')) {
    await userEvent.click(card.getByRole('button', { name: 'Ansehen' }));
    await card.findByTestId('lot-detail');
  }
  return { card, field: card.getByRole('textbox', { name: /Dein Gebot/ }) };
};

interface SessionCase {
  area: string;
  form: string;
  /** The route (a function when it depends on the mock's data). */
  route: string | (() => string);
  /** The ACP admin (scenario and stored rights). */
  admin?: boolean;
  /** A mock scenario (tests/utils/scenario.ts). */
  scenario?: string;
  /** What the case needs before the page opens (data through the mock API). */
  setup?: () => Promise<unknown>;
  /** Extra handlers for the case (put in front before the session's own). */
  handlers?: Parameters<typeof server.use>;
  /** The operation whose requests are counted: method and a pattern of the URL's path. */
  op: [string, RegExp];
  /** Opens the form and types valid values. */
  fill: () => Promise<unknown>;
  /** The input is there. */
  kept: () => unknown;
  /** Sends (submit, and a confirmation where the form asks for one). */
  send: () => Promise<void>;
  /** What shows once the send went through. */
  sent: () => unknown;
  /** The page hides the form while signed out; its draft brings it back after the sign-in. */
  hiddenSignedOut?: boolean;
}

/** The mock's session: while `gone`, loggedIn says false and every send (non-GET) answers 401. */
function endableSession([method, path]: SessionCase['op']) {
  const state = { gone: false, refused: 0, sent: 0 };
  server.use(
    http.get('*/api/auth/loggedIn', () => (state.gone ? HttpResponse.json({ loggedIn: false }) : undefined)),
    http.all('*/api/*', ({ request }) => {
      if (request.method === 'GET') return undefined;
      const hit = request.method === method && path.test(new URL(request.url).pathname);
      if (state.gone) {
        if (hit) state.refused += 1;
        return unauthorized();
      }
      if (hit) state.sent += 1;
      return undefined;
    }),
  );
  return state;
}

const loggedIn = (client: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  (client.getQueryData(getGetLoggedInQueryKey()) as LoginStatus | undefined)?.loggedIn;

async function sessionEndsMidForm(c: SessionCase): Promise<void> {
  if (c.admin) {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Projektleitung'], rights: ALL_ACP_RIGHTS });
  }
  if (c.scenario) setScenario(c.scenario);
  if (c.handlers) server.use(...c.handlers);
  await c.setup?.();
  const session = endableSession(c.op);
  const { queryClient } = renderRoute(typeof c.route === 'string' ? c.route : c.route());
  await waitFor(() => expect(loggedIn(queryClient)).toBe(true));
  await c.fill();

  session.gone = true;
  await c.send();
  expect(await screen.findByText(sessionTexts.sessionEndedTitle)).toBeInTheDocument();
  expect(loggedIn(queryClient)).toBe(false);
  expect(session.refused).toBe(1);
  if (!c.hiddenSignedOut) await c.kept();

  // Signed in again elsewhere; the next login poll finds it.
  session.gone = false;
  await queryClient.refetchQueries({ queryKey: getGetLoggedInQueryKey() });
  expect(await screen.findByText(shellTexts.signedIn)).toBeInTheDocument();
  await c.kept();
  await c.send();
  await c.sent();
  expect(session.sent).toBe(1);
  expect(session.refused).toBe(1);
}

const cases: SessionCase[] = [
  {
    area: 'bank',
    form: 'rename an account',
    route: '/bank?account=2&tab=settings',
    // Only the holder is offered the renaming, and who that is comes with the sign-in.
    hiddenSignedOut: true,
    op: ['PATCH', /\/api\/bank\/accounts\/2$/],
    fill: async () =>
      retype(await screen.findByRole('textbox', { name: named(bankTexts.settings.label) }), 'Notgroschen'),
    kept: () =>
      expect(screen.getByRole('textbox', { name: named(bankTexts.settings.label) })).toHaveValue('Notgroschen'),
    send: () => userEvent.click(screen.getByRole('button', { name: bankTexts.settings.rename })),
    sent: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Notgroschen' })).toBeInTheDocument();
    },
  },
  {
    area: 'bank',
    form: 'share an account',
    route: '/bank?account=1&tab=shares',
    op: ['POST', /\/api\/bank\/accounts\/1\/shares$/],
    fill: async () => {
      const form = await sectionOf(bankTexts.shares.add);
      await userEvent.type(form.getByRole('textbox', { name: named(bankTexts.shares.player) }), 'Paul_Becker');
      await userEvent.click(form.getByRole('checkbox', { name: bankTexts.shares.rights.transfer }));
    },
    kept: async () => {
      const form = await sectionOf(bankTexts.shares.add);
      expect(form.getByRole('textbox', { name: named(bankTexts.shares.player) })).toHaveValue('Paul_Becker');
      expect(form.getByRole('checkbox', { name: bankTexts.shares.rights.transfer })).toBeChecked();
    },
    send: async () =>
      userEvent.click((await sectionOf(bankTexts.shares.add)).getByRole('button', { name: bankTexts.shares.share })),
    sent: async () => {
      expect(await screen.findByRole('article', { name: 'Paul_Becker' })).toBeInTheDocument();
    },
  },
  {
    // The flat's rent is an operation of the flats' tag (buildingcell), on the building's page.
    area: 'buildingcell',
    form: 'pay the rent ahead',
    route: '/building?view=flats&flat=14',
    op: ['POST', /\/rent/],
    fill: async () => retype(await screen.findByRole('spinbutton', { name: buildingTexts.pay.periods }), '2'),
    kept: () => expect(screen.getByRole('spinbutton', { name: buildingTexts.pay.periods })).toHaveValue(2),
    send: () => userEvent.click(screen.getByRole('button', { name: buildingTexts.pay.submit })),
    sent: () =>
      waitFor(() => expect(screen.getByRole('spinbutton', { name: buildingTexts.pay.periods })).toHaveValue(1)),
  },
  {
    area: 'factory',
    form: 'advert line',
    route: '/factory?factory=1&tab=advert',
    op: ['PUT', /\/api\/factory\/1\/adline$/],
    fill: async () =>
      retype(await screen.findByRole('textbox', { name: factoryTexts.advert.text }), 'Neue Werbung für alle'),
    kept: () =>
      expect(screen.getByRole('textbox', { name: factoryTexts.advert.text })).toHaveValue('Neue Werbung für alle'),
    send: () => userEvent.click(screen.getByRole('button', { name: factoryTexts.advert.save })),
    sent: () => waitFor(() => expect(screen.queryByText(/nicht angemeldet/)).toBeNull()),
  },
  {
    area: 'factory',
    form: 'company profile',
    route: '/factory?factory=1&tab=settings',
    op: ['PATCH', /\/api\/factory\/1$/],
    fill: async () =>
      retype(
        await screen.findByRole('textbox', { name: factoryTexts.settings.description }),
        'Jetzt auch nachts geöffnet.',
      ),
    kept: () =>
      expect(screen.getByRole('textbox', { name: factoryTexts.settings.description })).toHaveValue(
        'Jetzt auch nachts geöffnet.',
      ),
    send: () => userEvent.click(screen.getByRole('button', { name: factoryTexts.settings.saveProfile })),
    sent: async () => {
      expect(await screen.findByText('Jetzt auch nachts geöffnet.', { selector: 'p' })).toBeInTheDocument();
    },
  },
  {
    area: 'dashboard',
    form: 'new post',
    route: '/',
    op: ['POST', /\/api\/dashboard\/posts$/],
    hiddenSignedOut: true,
    fill: async () => userEvent.type(await screen.findByRole('textbox', { name: /Dein Beitrag/ }), 'Treffen am Pier'),
    kept: async () =>
      expect(await screen.findByRole('textbox', { name: /Dein Beitrag/ })).toHaveValue('Treffen am Pier'),
    send: () => userEvent.click(screen.getByRole('button', { name: dashboardTexts.composer.submit })),
    sent: async () => {
      expect(await within(await screen.findByTestId('feed-all')).findByText('Treffen am Pier')).toBeInTheDocument();
    },
  },
  {
    area: 'polls',
    form: 'new poll',
    route: '/polls',
    admin: true,
    op: ['POST', /\/api\/polls$/],
    fill: async () => {
      const form = await sectionOf(pollsTexts.create.heading);
      await userEvent.type(
        form.getByRole('textbox', { name: named(pollsTexts.create.question) }),
        'Welle oder Strand?',
      );
      await userEvent.type(form.getByRole('textbox', { name: pollsTexts.create.option(1) }), 'Welle');
      await userEvent.type(form.getByRole('textbox', { name: pollsTexts.create.option(2) }), 'Strand');
    },
    kept: async () => {
      const form = await sectionOf(pollsTexts.create.heading);
      expect(form.getByRole('textbox', { name: named(pollsTexts.create.question) })).toHaveValue('Welle oder Strand?');
      expect(form.getByRole('textbox', { name: pollsTexts.create.option(2) })).toHaveValue('Strand');
    },
    send: async () =>
      userEvent.click(
        (await sectionOf(pollsTexts.create.heading)).getByRole('button', { name: pollsTexts.create.submit }),
      ),
    sent: async () => {
      expect(await screen.findByRole('heading', { name: 'Welle oder Strand?' })).toBeInTheDocument();
    },
  },
  {
    area: 'serverrules',
    form: 'new paragraph',
    route: '/rules/edit',
    admin: true,
    op: ['POST', /\/paragraphs$/],
    fill: async () => {
      await screen.findAllByTestId('sub-field');
      const form = within(screen.getByText(editorTexts.newParagraph).closest('form') as HTMLElement);
      await userEvent.type(form.getByRole('textbox', { name: editorTexts.number }), '§ 9');
      await userEvent.type(form.getByRole('textbox', { name: editorTexts.paragraphTitle }), 'Testregeln');
    },
    kept: async () => {
      const form = within((await screen.findByText(editorTexts.newParagraph)).closest('form') as HTMLElement);
      expect(form.getByRole('textbox', { name: editorTexts.number })).toHaveValue('§ 9');
      expect(form.getByRole('textbox', { name: editorTexts.paragraphTitle })).toHaveValue('Testregeln');
    },
    send: () =>
      userEvent.click(
        within(screen.getByText(editorTexts.newParagraph).closest('form') as HTMLElement).getByRole('button', {
          name: editorTexts.addParagraph,
        }),
      ),
    sent: async () => {
      expect(await screen.findByRole('region', { name: '§ 9 Testregeln' })).toBeInTheDocument();
    },
  },
  {
    area: 'butlerv',
    form: 'sync settings',
    route: '/acp/sync?tab=settings',
    admin: true,
    op: ['PATCH', /\/api\/butlerv\/settings$/],
    fill: async () => retype(await screen.findByRole('textbox', { name: /Minuten/ }), '45'),
    kept: async () => expect(await screen.findByRole('textbox', { name: /Minuten/ })).toHaveValue('45'),
    send: () => userEvent.click(screen.getByRole('button', { name: butlervTexts.settings.save })),
    sent: async () => {
      expect(await screen.findByText(butlervTexts.settings.saved)).toBeInTheDocument();
    },
  },
  {
    area: 'player',
    form: 'casino self-block',
    route: '/myCharacter',
    op: ['POST', /casino/],
    fill: async () => retype(await screen.findByRole('spinbutton', { name: named(ownTexts.casino.days) }), '7'),
    kept: async () =>
      expect(await screen.findByRole('spinbutton', { name: named(ownTexts.casino.days) })).toHaveValue(7),
    send: async () => {
      await userEvent.click(screen.getByRole('button', { name: ownTexts.casino.submit }));
      const ask = within(await screen.findByRole('alertdialog'));
      await userEvent.click(ask.getByRole('button', { name: ownTexts.casino.confirm }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
    sent: async () => {
      expect(await screen.findByText(ownTexts.casino.done)).toBeInTheDocument();
    },
  },
  {
    area: 'house',
    form: 'invite a room mate',
    route: '/house?house=1&tab=mates',
    op: ['POST', /\/invitations?$/],
    fill: async () => {
      const invite = await region(houseTexts.invite.heading);
      await invite.findAllByRole('searchbox');
      await pickPerson(invite, 'Sophie', /Sophie_Wolf/);
    },
    kept: async () => {
      expectPicked(await region(houseTexts.invite.heading), 'Sophie_Wolf');
    },
    send: async () =>
      userEvent.click(
        (await region(houseTexts.invite.heading)).getByRole('button', { name: houseTexts.invite.submit }),
      ),
    sent: async () => {
      const open = await region(houseTexts.invite.open);
      await waitFor(() =>
        expect(open.getAllByTestId('house-open-invitation').some((r) => r.textContent?.includes('Sophie_Wolf'))).toBe(
          true,
        ),
      );
    },
  },
  {
    area: 'team',
    form: 'advert line',
    route: '/team?team=1&tab=public',
    op: ['PUT', /adline$/i],
    fill: async () =>
      retype(
        await screen.findByRole('textbox', { name: new RegExp(teamTexts.publicTexts.adText) }),
        'Tag der offenen Tür am Sonntag!',
      ),
    kept: () =>
      expect(screen.getByRole('textbox', { name: new RegExp(teamTexts.publicTexts.adText) })).toHaveValue(
        'Tag der offenen Tür am Sonntag!',
      ),
    send: () => userEvent.click(screen.getByRole('button', { name: teamTexts.publicTexts.saveAd })),
    sent: () => waitFor(() => expect(screen.getByTestId('team-ad-line')).toHaveTextContent('Tag der offenen Tür')),
  },
  {
    area: 'market',
    form: 'bid on a lot',
    route: '/market?view=auctions',
    handlers: [richPanel],
    op: ['POST', /\/bids$/],
    fill: async () => {
      const { card, field } = await bidField();
      const min = /Mindestens ([\d.]+)/.exec(card.getByText(/^Mindestens/).textContent ?? '')?.[1]?.replace(/\./g, '');
      await userEvent.type(field, String(min));
    },
    kept: async () => expect((await bidField()).field).not.toHaveValue(''),
    send: async () => userEvent.click((await bidField()).card.getByRole('button', { name: 'Gebot abgeben' })),
    sent: async () => {
      expect(await (await bidField()).card.findByText('Du bist Höchstbietender.')).toBeInTheDocument();
    },
  },
  {
    area: 'messenger',
    form: 'reply to a mail',
    route: '/messenger?tab=mail',
    op: ['POST', /\/reply$/],
    fill: async () => {
      const row = (await screen.findAllByTestId('mail-thread')).find((r) =>
        /Wartungsarbeiten/.test(r.textContent ?? ''),
      );
      await userEvent.click(row as HTMLElement);
      const reply = within(await screen.findByTestId('mail-reply'));
      await userEvent.type(reply.getByRole('textbox', { name: mailTexts.reply.label }), 'Danke für die Info!');
    },
    kept: async () =>
      expect(
        within(await screen.findByTestId('mail-reply')).getByRole('textbox', { name: mailTexts.reply.label }),
      ).toHaveValue('Danke für die Info!'),
    send: async () =>
      userEvent.click(
        within(await screen.findByTestId('mail-reply')).getByRole('button', { name: mailTexts.reply.send }),
      ),
    sent: () =>
      waitFor(() => expect(screen.getAllByTestId('mail-body').at(-1)).toHaveTextContent('Danke für die Info!')),
  },
  {
    area: 'vcom',
    form: 'case journal entry',
    route: '/vcom?view=cases&case=2',
    scenario: 'police',
    op: ['POST', /\/cases\/2\/entries$/],
    fill: async () =>
      userEvent.type(
        await (await region(vcomTexts.journal.heading)).findByLabelText(named(vcomTexts.journal.text)),
        'Zeuge sagt aus.',
      ),
    kept: async () =>
      expect((await region(vcomTexts.journal.heading)).getByLabelText(named(vcomTexts.journal.text))).toHaveValue(
        'Zeuge sagt aus.',
      ),
    send: async () =>
      userEvent.click((await region(vcomTexts.journal.heading)).getByRole('button', { name: vcomTexts.journal.add })),
    sent: async () => {
      expect(await within(screen.getByRole('main')).findByText('Zeuge sagt aus.')).toBeInTheDocument();
    },
  },
  {
    area: 'vcad',
    form: "dispatcher's alert",
    route: '/vcad?dept=1',
    scenario: 'admin',
    handlers: [vcomAccount('dispatch', ['dispatch'])],
    setup: () => api('POST', '/vcad/departments/1/dispatch'),
    op: ['POST', /\/api\/vcad\/notify$/],
    fill: async () => {
      const message = await screen.findByRole('textbox', { name: vcadTexts.alerts.message });
      await userEvent.click(message);
      await userEvent.paste('Alle Einheiten zum Pier');
    },
    kept: async () =>
      expect(await screen.findByRole('textbox', { name: vcadTexts.alerts.message })).toHaveValue(
        'Alle Einheiten zum Pier',
      ),
    send: () => userEvent.click(screen.getByRole('button', { name: vcadTexts.alerts.send })),
    sent: async () => {
      expect(await screen.findByTestId('vcad-alerts')).toHaveTextContent('Alle Einheiten zum Pier');
    },
  },
  {
    area: 'vehicle',
    form: 'give a key',
    route: '/vehicle?vehicle=1',
    op: ['POST', /\/api\/vehicle\/own\/1\/access$/],
    fill: async () => {
      const detail = await screen.findByTestId('vehicle-detail');
      await within(detail).findAllByTestId('key-holder');
      await pickPerson(await region(vehicleTexts.access.grantHeading), 'Lea', /^Lea_Fischer$/);
    },
    kept: async () => expectPicked(await region(vehicleTexts.access.grantHeading), 'Lea_Fischer'),
    send: async () =>
      userEvent.click(
        (await region(vehicleTexts.access.grantHeading)).getByRole('button', { name: vehicleTexts.access.grant }),
      ),
    sent: () => waitFor(() => expect(screen.getAllByTestId('key-holder').at(-1)).toHaveTextContent('Lea_Fischer')),
  },
  {
    area: 'gameserver',
    form: 'server console',
    route: '/acp/server',
    admin: true,
    op: ['POST', /\/api\/gameserver\/command$/],
    fill: async () =>
      userEvent.type(
        box(await region(gameserverTexts.console.heading), gameserverTexts.console.command),
        'weather rain',
      ),
    kept: async () =>
      expect(box(await region(gameserverTexts.console.heading), gameserverTexts.console.command)).toHaveValue(
        'weather rain',
      ),
    send: async () =>
      userEvent.click(
        (await region(gameserverTexts.console.heading)).getByRole('button', { name: gameserverTexts.console.send }),
      ),
    sent: async () => {
      expect(
        await (await region(gameserverTexts.console.heading)).findByText('Wetter auf rain gesetzt.'),
      ).toBeInTheDocument();
    },
  },
  {
    area: 'weapon',
    form: "a weapon's state",
    route: '/acp/weapons?q=Pistole',
    admin: true,
    op: ['PATCH', /\/api\/weapon\/admin\/weapons\/[^/]+$/],
    fill: async () => {
      const row = (await screen.findAllByTestId('weapon-row'))[0] as HTMLElement;
      await userEvent.click(within(row).getByRole('button', { name: /öffnen/i }));
      const form = await region(weaponTexts.change.heading);
      await userEvent.selectOptions(
        form.getByRole('combobox', { name: new RegExp(weaponTexts.change.state) }),
        weaponTexts.states.stolen,
      );
      await userEvent.type(box(form, weaponTexts.change.note), 'Als gestohlen gemeldet.');
    },
    kept: async () => {
      const form = await region(weaponTexts.change.heading);
      expect(form.getByRole('combobox', { name: new RegExp(weaponTexts.change.state) })).toHaveValue('stolen');
      expect(box(form, weaponTexts.change.note)).toHaveValue('Als gestohlen gemeldet.');
    },
    send: async () =>
      userEvent.click(
        (await region(weaponTexts.change.heading)).getByRole('button', { name: weaponTexts.change.submit }),
      ),
    sent: async () => {
      expect(await screen.findByText(weaponTexts.change.saved)).toBeInTheDocument();
    },
  },
  {
    area: 'auth',
    form: 'new role',
    route: '/acp/roles',
    admin: true,
    op: ['POST', /\/api\/auth\/admin\/roles$/],
    fill: async () =>
      userEvent.type(
        (await region(authTexts.create.heading)).getByRole('textbox', { name: new RegExp(authTexts.fields.name) }),
        'Testteam',
      ),
    kept: async () =>
      expect(
        (await region(authTexts.create.heading)).getByRole('textbox', { name: new RegExp(authTexts.fields.name) }),
      ).toHaveValue('Testteam'),
    send: async () =>
      userEvent.click((await region(authTexts.create.heading)).getByRole('button', { name: authTexts.create.submit })),
    sent: async () => {
      const edit = await region(authTexts.edit.heading);
      await waitFor(() =>
        expect(edit.getByRole('textbox', { name: new RegExp(authTexts.fields.name) })).toHaveValue('Testteam'),
      );
    },
  },
  {
    area: 'common',
    form: 'publish the admin terms',
    route: '/acp/logs?tab=terms',
    admin: true,
    op: ['PUT', /\/api\/common\/adminTerms$/],
    fill: async () => {
      const editor = within(await screen.findByTestId('terms-editor'));
      const title = editor.getByRole('textbox', { name: commonTexts.publish.title });
      await waitFor(() => expect(title).not.toHaveValue(''));
      await retype(title, 'Kodex für das Team');
    },
    kept: async () =>
      expect(
        within(await screen.findByTestId('terms-editor')).getByRole('textbox', { name: commonTexts.publish.title }),
      ).toHaveValue('Kodex für das Team'),
    send: async () => {
      await userEvent.click(
        within(await screen.findByTestId('terms-editor')).getByRole('button', { name: commonTexts.publish.submit }),
      );
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: commonTexts.publish.submit }),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
    sent: async () => {
      expect(await screen.findByTestId('admin-terms-gate')).toBeInTheDocument();
    },
  },
  {
    area: 'pictures',
    form: 'report a picture',
    route: '/pictures',
    op: ['POST', /\/reports?$/],
    fill: async () => {
      for (const thumb of await screen.findAllByTestId('picture-thumb')) {
        await userEvent.click(thumb);
        const detail = within(await screen.findByTestId('picture-detail'));
        const action = await detail.findByRole('button', { name: /Bild (melden|löschen)/ });
        if (action.textContent === 'Bild melden') break;
      }
      const detail = within(screen.getByTestId('picture-detail'));
      await userEvent.click(detail.getByRole('button', { name: 'Bild melden' }));
      const form = within(detail.getByRole('form', { name: 'Bild melden' }));
      await userEvent.selectOptions(form.getByRole('combobox', { name: /Grund/ }), 'Spam oder Werbung');
    },
    kept: () =>
      expect(
        within(within(screen.getByTestId('picture-detail')).getByRole('form', { name: 'Bild melden' })).getByRole(
          'combobox',
          {
            name: /Grund/,
          },
        ),
      ).not.toHaveValue(''),
    send: () =>
      userEvent.click(
        within(within(screen.getByTestId('picture-detail')).getByRole('form', { name: 'Bild melden' })).getByRole(
          'button',
          {
            name: 'Meldung senden',
          },
        ),
      ),
    sent: () =>
      waitFor(() =>
        expect(within(screen.getByTestId('picture-detail')).queryByRole('form', { name: 'Bild melden' })).toBeNull(),
      ),
  },
  {
    area: 'building',
    form: 'rename a building',
    route: '/building?building=2',
    op: ['POST', /\/api\/building\/2\/rename$/],
    fill: async () =>
      userEvent.type(
        (await region(buildingTexts.rename.heading)).getByRole('textbox', { name: buildingTexts.rename.name }),
        'Mirror Park Lofts',
      ),
    kept: async () =>
      expect(
        (await region(buildingTexts.rename.heading)).getByRole('textbox', { name: buildingTexts.rename.name }),
      ).toHaveValue('Mirror Park Lofts'),
    send: async () =>
      userEvent.click(
        (await region(buildingTexts.rename.heading)).getByRole('button', { name: buildingTexts.rename.submit }),
      ),
    sent: async () => {
      expect(await screen.findByText(buildingTexts.rename.done('Mirror Park Lofts'))).toBeInTheDocument();
    },
  },
  {
    area: 'building',
    form: 'advert line',
    route: '/building?building=1&tab=assets',
    op: ['PUT', /\/api\/building\/1\/adline$/],
    fill: async () => {
      await screen.findByTestId('ad-line');
      await userEvent.type(
        screen.getByRole('textbox', { name: buildingTexts.adLine.text }),
        'Penthouse frei, Blick aufs Meer',
      );
    },
    kept: () =>
      expect(screen.getByRole('textbox', { name: buildingTexts.adLine.text })).toHaveValue(
        'Penthouse frei, Blick aufs Meer',
      ),
    send: () => userEvent.click(screen.getByRole('button', { name: buildingTexts.adLine.submit })),
    sent: () =>
      waitFor(() => expect(screen.getByTestId('ad-line')).toHaveTextContent('„Penthouse frei, Blick aufs Meer“')),
  },
  {
    area: 'bank',
    form: 'transfer (the PIN stays in memory)',
    route: '/bank?account=1&tab=transfer',
    op: ['POST', /\/transfers$/],
    fill: async () => {
      await screen.findByRole('heading', { name: bankTexts.transfer.heading });
      await userEvent.type(screen.getByRole('textbox', { name: named(bankTexts.transfer.to) }), 'LS12 3456 7890');
      await userEvent.type(screen.getByRole('textbox', { name: named(bankTexts.transfer.amount) }), '40');
      await userEvent.type(screen.getByRole('textbox', { name: named(bankTexts.transfer.purpose) }), 'Tanken');
      await userEvent.type(await screen.findByLabelText(named(bankTexts.transfer.pin)), '4711');
    },
    kept: async () => {
      if (!screen.queryByRole('textbox', { name: named(bankTexts.transfer.purpose) })) {
        await userEvent.click(await screen.findByRole('button', { name: bankTexts.transfer.edit }));
      }
      expect(await screen.findByRole('textbox', { name: named(bankTexts.transfer.purpose) })).toHaveValue('Tanken');
      expect(screen.getByRole('textbox', { name: named(bankTexts.transfer.amount) })).toHaveValue('40');
      expect(screen.getByLabelText(named(bankTexts.transfer.pin))).toHaveValue('4711');
    },
    send: async () => {
      await userEvent.click(screen.getByRole('button', { name: bankTexts.transfer.review }));
      await userEvent.click(await screen.findByRole('button', { name: bankTexts.transfer.send }));
    },
    sent: () => waitFor(() => expect(localStorage.getItem('draft.bank.transfer.1')).toBeNull()),
  },
  {
    area: 'gameserver',
    form: 'server settings',
    route: '/acp/server',
    admin: true,
    op: ['PATCH', /\/api\/gameserver\/settings$/],
    fill: async () => {
      const settings = await region(gameserverTexts.settings.heading);
      await retype(
        await settings.findByRole('textbox', { name: named(gameserverTexts.settings.serverName) }),
        'Testserver Nord',
      );
    },
    kept: async () =>
      expect(
        await (
          await region(gameserverTexts.settings.heading)
        ).findByRole('textbox', { name: named(gameserverTexts.settings.serverName) }),
      ).toHaveValue('Testserver Nord'),
    send: async () =>
      userEvent.click(
        (await region(gameserverTexts.settings.heading)).getByRole('button', { name: gameserverTexts.settings.save }),
      ),
    sent: async () => {
      expect(await screen.findByText(gameserverTexts.settings.saved)).toBeInTheDocument();
    },
  },
  {
    area: 'vcad',
    form: 'start a unit',
    route: '/vcad?dept=1',
    scenario: 'admin',
    handlers: [vcomAccount('police', [])],
    setup: async () => {
      const board = (await (await api('GET', '/vcad/departments/1/board')).json()) as {
        units: { id: number; callsign: string }[];
      };
      const own = board.units.find((u) => u.callsign === 'ADAM-12');
      await api('DELETE', `/vcad/units/${own?.id}`);
    },
    op: ['POST', /\/api\/vcad\/units$/],
    fill: async () => {
      const callsign = (await region(vcadTexts.start.heading)).getByRole('textbox', { name: vcadTexts.start.callsign });
      // It starts from the staff membership's callsign.
      await userEvent.clear(callsign);
      await userEvent.paste('ADAM-15');
    },
    kept: async () =>
      expect(
        (await region(vcadTexts.start.heading)).getByRole('textbox', { name: vcadTexts.start.callsign }),
      ).toHaveValue('ADAM-15'),
    send: async () =>
      userEvent.click((await region(vcadTexts.start.heading)).getByRole('button', { name: vcadTexts.start.submit })),
    sent: () => waitFor(() => expect(screen.queryByRole('region', { name: vcadTexts.start.heading })).toBeNull()),
  },
  {
    area: 'vcom',
    form: 'issue a ticket',
    route: '/vcom?view=tickets&new=1&citizen=1',
    scenario: 'police',
    op: ['POST', /\/api\/vcom\/police\/tickets$/],
    fill: async () => {
      await screen.findByRole('heading', { level: 2, name: vcomTexts.issue.heading });
      await addCrime(userEvent as unknown as User, 'Diebstahl', 'Diebstahl');
      await userEvent.type(screen.getByLabelText(new RegExp(vcomTexts.issue.location)), 'Legion Square');
    },
    kept: async () => {
      expect(await screen.findByLabelText(new RegExp(vcomTexts.issue.location))).toHaveValue('Legion Square');
      expect(screen.getByText(/STGB-242 Diebstahl/)).toBeInTheDocument();
    },
    send: () => userEvent.click(screen.getByRole('button', { name: vcomTexts.issue.submit })),
    sent: async () => {
      expect(await screen.findByText(vcomTexts.issue.issued('T-2026-00042'))).toBeInTheDocument();
    },
  },
  {
    area: 'player',
    form: 'kick a character (a dialog)',
    // A character online under the test seed (a kick answers 409 for the others).
    route: () => `/acp/players?player=${players().where((p) => p.online === true && p.playerId !== 1)[0]?.playerId}`,
    admin: true,
    op: ['POST', /\/api\/gameserver\/players\/\d+\/kick$/],
    fill: async () => {
      await userEvent.click(await screen.findByRole('button', { name: playerAdminTexts.actions.kick }));
      const dialog = within(await screen.findByRole('alertdialog'));
      await userEvent.type(box(dialog, playerAdminTexts.actions.reason), 'Trolling im Chat');
    },
    kept: async () => {
      // A dialog that closed with the failure opens again with its draft.
      if (!screen.queryByRole('alertdialog')) {
        await userEvent.click(await screen.findByRole('button', { name: playerAdminTexts.actions.kick }));
      }
      expect(box(within(await screen.findByRole('alertdialog')), playerAdminTexts.actions.reason)).toHaveValue(
        'Trolling im Chat',
      );
    },
    send: async () =>
      userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: playerAdminTexts.actions.kick }),
      ),
    sent: () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull()),
  },
  {
    area: 'polls',
    form: 'vote',
    route: '/polls',
    op: ['POST', /\/api\/polls\/\d+\/votes$/],
    fill: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Offen' }));
      await waitFor(() => expect(screen.getAllByTestId('poll')[0]).toHaveTextContent('Offen'));
      const poll = within(screen.getAllByTestId('poll')[0] as HTMLElement);
      await userEvent.click(poll.getByRole('button', { name: 'Anzeigen' }));
      await userEvent.click((await poll.findAllByRole('radio'))[0] as HTMLElement);
    },
    kept: () => expect(within(screen.getAllByTestId('poll')[0] as HTMLElement).getAllByRole('radio')[0]).toBeChecked(),
    send: () =>
      userEvent.click(
        within(screen.getAllByTestId('poll')[0] as HTMLElement).getByRole('button', { name: 'Abstimmen' }),
      ),
    sent: async () => {
      expect(
        await within(screen.getAllByTestId('poll')[0] as HTMLElement).findByTestId('poll-results'),
      ).toHaveTextContent(/deine Wahl/);
    },
  },
  {
    area: 'factory',
    form: 'invite a character',
    route: '/factory?factory=1',
    op: ['POST', /\/api\/factory\/1\/invitations?$/],
    fill: async () => {
      const form = await region(factoryTexts.invite.heading);
      await userEvent.type(form.getByRole('searchbox', { name: factoryTexts.invite.person }), 'Anna');
      await userEvent.click(await form.findByRole('radio', { name: 'Anna_Schmidt' }));
    },
    kept: async () => expectPicked(await region(factoryTexts.invite.heading), 'Anna_Schmidt'),
    send: async () =>
      userEvent.click(
        (await region(factoryTexts.invite.heading)).getByRole('button', { name: factoryTexts.invite.submit }),
      ),
    sent: async () => {
      expect(await screen.findByText(factoryTexts.invite.sent('Anna_Schmidt'))).toBeInTheDocument();
    },
  },
];

describe(
  'a session that ends mid-form keeps the input and sends once after signing in again',
  { timeout: 60_000 },
  () => {
    it.each(cases.map((c) => [`${c.area}: ${c.form}`, c] as const))('%s', async (_name, c) => {
      await hardeningCheck('session', c.area, c.form, () => sessionEndsMidForm(c));
    });
  },
);
