// The player's own account (issue 29): the account, its characters and the links to the chat
// service, the voice server and the subscription service. Domain rules:
// - exactly one character is active, and it is one of the account's characters; the sign-in
//   state (getLoggedIn's user and characterId, the kit's me()) follows it, so the greeting and
//   every area that asks for "me" (bank accounts, …) follow a switch;
// - a blocked character cannot be chosen (409); the active character cannot be hidden (422);
// - a link is unlinked, pending, linked or failed (with a German reason); unlinking what is
//   not linked is a 404; a chat link code "abgelaufen…" is refused (422 under code); a voice
//   identity another account holds is a 409; the subscription stays pending until the service
//   confirms (the mock confirms it on a read 8 s later).
// By default the voice link has failed (reason given), so a tester sees a failure and retries it.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { signedInPlayer } from '../../overrides';
import { collection, type Entity } from '../../store';
import { body, done, notFound, now, on, problem } from '../kit';

const REF = Date.UTC(2026, 10, 20, 18);
const daysAgo = (days: number) => new Date(REF - days * 86_400_000).toISOString();
/** A pending subscription link is confirmed by the first read after this long. */
const CONFIRM_MS = 8_000;
const VOICE_TAKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function seedCharacters(): Array<Partial<Entity>> {
  return [
    {
      characterId: 1,
      name: 'Max_Mustermann',
      job: 'Mechaniker',
      visible: true,
      active: true,
      blocked: false,
      birthDate: '1994-03-12',
      cash: 1_250,
      bankBalance: 48_210,
      playtimeMinutes: 18_240,
      memberships: [
        { kind: 'factory', name: 'Mustermann Tuning', rank: 'Inhaber' },
        { kind: 'house', name: 'Vinewood Hills 12' },
      ],
      vehicleCount: 3,
      propertyCount: 1,
      lastPlayedAt: daysAgo(0.2),
      createdAt: daysAgo(420),
    },
    {
      characterId: 4801,
      name: 'Erika_Mustermann',
      job: 'Sanitäterin',
      visible: true,
      active: false,
      blocked: false,
      birthDate: '1998-07-04',
      cash: 320,
      bankBalance: 9_870,
      playtimeMinutes: 4_310,
      memberships: [{ kind: 'team', name: 'Los Santos Medical', rank: 'Notfallsanitäterin' }],
      vehicleCount: 1,
      propertyCount: 0,
      lastPlayedAt: daysAgo(6),
      createdAt: daysAgo(200),
    },
    {
      characterId: 4802,
      name: 'Moritz_Mustermann',
      visible: false,
      active: false,
      blocked: true,
      cash: 0,
      bankBalance: 150,
      playtimeMinutes: 95,
      memberships: [],
      vehicleCount: 0,
      propertyCount: 0,
      prisonMinutesLeft: 240,
      lastPlayedAt: daysAgo(90),
      createdAt: daysAgo(120),
    },
  ];
}

// The store numbers its items 1, 2, 3; a character keeps its own id (characterId), one no other
// person of the mock world has (Max is 1, as the sign-in state says; the bank's seed gives 2 to
// Lea_Fischer), so what the areas hold for "me" is the active character's alone.
export const characters = () => collection<Entity>('auth characters', seedCharacters);
const idOf = (c: Entity) => Number(c.characterId);

function seedLinks(): Array<Partial<Entity>> {
  return [
    {
      service: 'chat',
      state: 'linked',
      externalName: 'max.mustermann',
      externalId: '183726451928374651',
      linkedAt: daysAgo(300),
      lastCheckedAt: daysAgo(0.1),
    },
    {
      service: 'voice',
      state: 'failed',
      externalId: 'n9mXbQ2kR7vT1yLp4sWc8dHf3jA=',
      linkedAt: daysAgo(30),
      lastCheckedAt: daysAgo(1),
      failureReason:
        'Der Voice-Server kennt diese Identität nicht. Verbinde dich einmal mit dem Voice-Server und versuche es dann erneut.',
    },
    { service: 'subscription', state: 'unlinked' },
  ];
}

export const links = () => collection<Entity>('auth links', seedLinks);
const linkOf = (service: string) => links().where((l) => l.service === service)[0] as Entity;

/** The active character: one of the account's (the first, should none be marked). */
export function activeCharacter(): Entity {
  const all = characters().all();
  return all.find((c) => c.active === true) ?? (all[0] as Entity);
}

// The sign-in state follows the active character: getLoggedIn answers signedInPlayer, and the
// kit's me() reads it. Getters, so a reset store (tests) or a kept one (browser) rules.
// Signed out (logoutUser), getLoggedIn says so and names nobody: the session lives in the store
// (kept across a reload in the browser, reset per test).
const session = () => collection<Entity>('auth session', () => [{ signedIn: true }]);
const signedIn = () => session().all()[0]?.signedIn !== false;
const setSignedIn = (value: boolean) => session().update(session().all()[0]?.id, { signedIn: value });
Object.defineProperty(signedInPlayer, 'loggedIn', { get: signedIn, enumerable: true, configurable: true });
Object.defineProperty(signedInPlayer, 'user', {
  get: () => (signedIn() ? String(activeCharacter().name) : undefined),
  enumerable: true,
  configurable: true,
});
Object.defineProperty(signedInPlayer, 'characterId', {
  get: () => (signedIn() ? idOf(activeCharacter()) : undefined),
  enumerable: true,
  configurable: true,
});

/** The sign-in operations (POST), open to a signed-out user. */
const SIGN_IN = /\/api\/auth\/(login|chatLogin|tokenLogin\/[^/]+)$/;

/**
 * The "signed-out" scenario: the session starts signed out (once per store, so a sign-in there
 * holds across a reload until the mock data are reset); while signed out getLoggedIn says
 * `{ loggedIn: false }`, the sign-in operations answer as usual and everything else is a 401.
 * Signed in, every request falls through to the normal handlers.
 */
export function signedOutScenarioHandlers(): RequestHandler[] {
  return [
    http.all('*/api/*', ({ request }) => {
      const state = session().all()[0];
      if (state && state.startedSignedOut !== true)
        session().update(state.id, { signedIn: false, startedSignedOut: true });
      if (signedIn()) return undefined;
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/api/auth/loggedIn')) return HttpResponse.json({ loggedIn: false });
      if (request.method === 'POST' && SIGN_IN.test(pathname)) return undefined;
      return problem(401, 'Nicht angemeldet', 'Bitte melde dich an.');
    }),
  ];
}

/** The mock's community account: sign in as max.mustermann with this password. */
export const MOCK_PASSWORD = 'geheim-1234';
const ACCOUNT_NAME = 'max.mustermann';
const wrongLogin = () =>
  problem(401, 'Anmeldung fehlgeschlagen', 'Kontoname oder Passwort stimmen nicht.', [
    { field: 'password', message: 'Kontoname oder Passwort stimmen nicht. Prüfe deine Eingabe.' },
  ]);
/** A code starting with "abgelaufen" stands for a used or expired one. */
const stale = (code: unknown) =>
  String(code ?? '')
    .toLowerCase()
    .startsWith('abgelaufen');
function signIn() {
  setSignedIn(true);
  return HttpResponse.json({ ...signedInPlayer });
}

const KEYS = ['name', 'mugshot', 'job', 'visible', 'active', 'blocked', 'playtimeMinutes', 'lastPlayedAt'];
const summaryOf = (c: Entity) => {
  const out: Record<string, unknown> = { createdAt: c.createdAt, id: idOf(c) };
  for (const key of KEYS) if (c[key] !== undefined) out[key] = c[key];
  return out;
};
const overviewOf = (c: Entity) => {
  const { playtimeMinutes: _p, ...rest } = summaryOf(c);
  const out: Record<string, unknown> = {
    ...rest,
    playtimeMinutes: c.playtimeMinutes ?? 0,
    cash: c.cash,
    bankBalance: c.bankBalance,
    memberships: c.memberships ?? [],
    vehicleCount: c.vehicleCount ?? 0,
    propertyCount: c.propertyCount ?? 0,
  };
  for (const key of ['birthDate', 'prisonMinutesLeft']) if (c[key] !== undefined) out[key] = c[key];
  return out;
};
const stateOf = (l: Entity) => {
  const { id: _id, requestedAt: _at, ...rest } = l;
  return rest;
};
const characterOf = (params: Record<string, unknown>) =>
  characters().where((c) => String(idOf(c)) === String(params.playerId))[0];
const noCharacter = () => notFound('Dieser Charakter');

const loginState = () => ({ ...signedInPlayer });

function setLink(service: string, patch: Record<string, unknown>) {
  const { id } = linkOf(service);
  // A new state replaces the old one whole: no reason or name of the last state stays behind.
  const next = { id, service, ...patch, lastCheckedAt: now() } as Entity;
  links().remove(id);
  links().insert(next);
  return linkOf(service);
}

function unlink(service: string, what: string) {
  const l = linkOf(service);
  if (l.state === 'unlinked') return notFound(what);
  setLink(service, { state: 'unlinked' });
  return done('Verknüpfung gelöst.');
}

const badCode = () =>
  problem(422, 'Eingabe ungültig', 'Der Code ist abgelaufen.', [
    { field: 'code', message: 'Dieser Code ist abgelaufen. Hole dir einen neuen und versuche es erneut.' },
  ]);
const expired = (code: unknown) =>
  String(code ?? '')
    .toLowerCase()
    .startsWith('abgelaufen');

export const accountHandlers = (): RequestHandler[] => [
  ...on('loginUser', async ({ request }) => {
    const { username, password } = await body(request);
    const name = String(username ?? '')
      .trim()
      .toLowerCase();
    return (name === ACCOUNT_NAME || name === 'max_mustermann') && password === MOCK_PASSWORD ? signIn() : wrongLogin();
  }),
  ...on('loginWithToken', ({ params }) => (stale(params.code) ? notFound('Dieser Anmeldecode') : signIn())),
  ...on('loginWithChatService', async ({ request }) => (stale((await body(request)).code) ? badCode() : signIn())),
  ...on('logoutUser', () => {
    if (!signedIn()) return problem(401, 'Nicht angemeldet', 'Du bist bereits abgemeldet.');
    setSignedIn(false);
    return done('Abgemeldet.');
  }),
  ...on('getAuthAccount', () => {
    const active = activeCharacter();
    return HttpResponse.json({
      userId: signedInPlayer.userId ?? 1,
      accountName: 'max.mustermann',
      email: 'max.mustermann@example.org',
      createdAt: daysAgo(420),
      characterSlots: 3,
      usedCharacterSlots: characters().all().length,
      activeCharacterId: idOf(active),
    });
  }),
  ...on('listAuthCharacters', () => HttpResponse.json({ items: characters().all().map(summaryOf) })),
  ...on('getAuthCharacterOverview', ({ params }) => {
    const c = characterOf(params);
    return c ? HttpResponse.json(overviewOf(c)) : noCharacter();
  }),
  ...on('setAuthCharacterVisibility', async ({ params, request }) => {
    const c = characterOf(params);
    if (!c) return noCharacter();
    const visible = (await body(request)).visible === true;
    if (!visible && c.active)
      return problem(422, 'Eingabe ungültig', 'Der aktive Charakter bleibt sichtbar.', [
        { field: 'visible', message: 'Den aktiven Charakter kannst du nicht verbergen.' },
      ]);
    return HttpResponse.json(summaryOf(characters().update(c.id, { visible }) as Entity));
  }),
  ...on('selectAuthCharacter', ({ params }) => {
    const c = characterOf(params);
    if (!c) return noCharacter();
    if (c.blocked) return problem(409, 'Charakter gesperrt', `${String(c.name).replace('_', ' ')} ist gesperrt.`);
    for (const other of characters().all()) characters().update(other.id, { active: other.id === c.id });
    return HttpResponse.json(loginState());
  }),
  ...on('getChatServiceLink', () => HttpResponse.json(stateOf(linkOf('chat')))),
  ...on('linkChatServiceAccount', async ({ request }) => {
    const code = (await body(request)).code;
    if (expired(code)) return badCode();
    if (linkOf('chat').state === 'linked')
      return problem(409, 'Schon verknüpft', 'Löse zuerst die bestehende Verknüpfung.');
    const l = setLink('chat', {
      state: 'linked',
      externalName: 'max.mustermann',
      externalId: '183726451928374651',
      linkedAt: now(),
    });
    return HttpResponse.json(stateOf(l));
  }),
  ...on('unlinkChatServiceAccount', () => unlink('chat', 'Diese Verknüpfung')),
  ...on('getVoiceServerLink', () => HttpResponse.json(stateOf(linkOf('voice')))),
  ...on('updateVoiceServerId', async ({ request }) => {
    const voiceId = String((await body(request)).voiceId ?? '');
    if (voiceId === VOICE_TAKEN)
      return problem(409, 'Identität vergeben', 'Diese Voice-Identität gehört schon zu einem anderen Konto.');
    return HttpResponse.json(stateOf(setLink('voice', { state: 'linked', externalId: voiceId, linkedAt: now() })));
  }),
  ...on('unlinkVoiceServerId', () => unlink('voice', 'Diese Verknüpfung')),
  ...on('getSubscriptionLink', () => {
    // The service confirms a pending link by the next read.
    const l = linkOf('subscription');
    if (l.state === 'pending' && Date.now() - Number(l.requestedAt ?? 0) > CONFIRM_MS)
      setLink('subscription', {
        state: 'linked',
        externalName: 'MaxM',
        linkedAt: now(),
        subscriptionTier: 'silver',
        subscriptionValidUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      });
    return HttpResponse.json(stateOf(linkOf('subscription')));
  }),
  ...on('linkSubscriptionAccount', async ({ request }) => {
    const code = (await body(request)).code;
    if (expired(code)) return badCode();
    if (linkOf('subscription').state === 'linked')
      return problem(409, 'Schon verknüpft', 'Löse zuerst die bestehende Verknüpfung.');
    return HttpResponse.json(stateOf(setLink('subscription', { state: 'pending', requestedAt: Date.now() })));
  }),
  ...on('unlinkSubscriptionAccount', () => unlink('subscription', 'Diese Verknüpfung')),
];
