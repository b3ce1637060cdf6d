// The citizen's own record (issue 29), for the active character (the kit's me(), which follows
// the account's active character): control panel, background story [Vorgeschichte],
// orientation, prison time, pension, payday and its history, social club. Domain rules:
// - the story is a draft until submitted; a submitted story is under review and cannot be
//   changed (409); saving a draft of an accepted story makes it a draft again;
// - the orientation is one of the contract's values (422 otherwise);
// - the paydays are in the past, newest first; total = salary + bonus − taxes − rent − pension.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../../store';
import { body, me, now, on, page, problem } from '../kit';
import { crimeFactionOf } from '../../scenarios/acting';
import { casinoOf } from './own-more';

const REF = Date.UTC(2026, 10, 20, 18);
const hoursAgo = (h: number) => new Date(REF - h * 3_600_000).toISOString();
const ORIENTATIONS = ['heterosexual', 'homosexual', 'bisexual', 'asexual', 'unspecified'];

const STORY =
  'Max wuchs in Sandy Shores auf, schraubte schon als Kind an alten Pickups und kam mit zwanzig nach Los Santos, um seine eigene Werkstatt zu eröffnen.';

/** One record per character: the first read of a character seeds it. */
const records = () => collection<Entity>('player own records', () => []);
function recordOf(): Entity {
  const id = me().id;
  const found = records().where((r) => r.characterId === id)[0];
  if (found) return found;
  const first = id === 1;
  return records().insert({
    characterId: id,
    story: first ? { text: STORY, state: 'accepted', updatedAt: hoursAgo(24 * 40) } : { text: '', state: 'draft' },
    orientation: first ? 'heterosexual' : 'unspecified',
  });
}

/** A character's paydays, newest first: the own page (me()) and the admin detail read the same. */
export function paydaysOf(id: number): Entity[] {
  return Array.from({ length: 30 }, (_, i) => {
    const salary = 1_800 + ((id * 37 + i * 13) % 7) * 50;
    const bonus = i % 5 === 0 ? 250 : 0;
    const taxes = Math.round(salary * 0.12);
    const rent = 400;
    const pension = Math.round(salary * 0.03);
    return {
      id: i + 1,
      paidAt: hoursAgo(1 + i * 24),
      salary,
      ...(bonus ? { bonus } : {}),
      taxes,
      rent,
      pension,
      total: salary + bonus - taxes - rent - pension,
    };
  });
}

const prison = () =>
  me().id === 1
    ? { inPrison: false, remainingMinutes: 0 }
    : { inPrison: true, remainingMinutes: 45, totalMinutes: 120, since: hoursAgo(1), reason: 'Raub (StGB § 249)' };
/**
 * A character's pension and next payday: the same for /myCharacter and the admin detail. The
 * pension's figures are the seed's for every character (the paydays differ per character).
 */
export const pensionOf = (_id: number) => ({
  entitled: false,
  monthlyAmount: 0,
  contributionsPaid: 8_460,
  playTimeHours: 304,
  requiredPlayTimeHours: 1_000,
});
export const paydayOf = (id: number) => ({
  nextAt: new Date(REF + 40 * 60_000).toISOString(),
  minutesPlayed: 20,
  minutesRequired: 60,
  last: paydaysOf(id)[0],
});
const paydays = () => paydaysOf(me().id);
const pension = () => pensionOf(me().id);
const payday = () => paydayOf(me().id);
const socialClub = () => ({
  linked: true,
  socialClubName: `${me().name.split('_')[0]?.toLowerCase()}_sc42`,
  verifiedAt: hoursAgo(24 * 300),
});

export const playerOwnHandlers = (): RequestHandler[] => [
  ...on('getPlayerStory', () => HttpResponse.json(recordOf().story as Record<string, unknown>)),
  ...on('editPlayerStory', async ({ request }) => {
    const r = recordOf();
    const data = await body(request);
    if ((r.story as { state: string }).state === 'submitted')
      return problem(409, 'In Prüfung', 'Deine Vorgeschichte wird gerade geprüft; ändern kannst du sie danach.');
    r.story = { text: String(data.text ?? ''), state: data.submit === true ? 'submitted' : 'draft', updatedAt: now() };
    records().update(r.id, {});
    return HttpResponse.json(r.story as Record<string, unknown>);
  }),
  ...on('getPlayerOrientation', () => HttpResponse.json({ orientation: recordOf().orientation })),
  ...on('setPlayerOrientation', async ({ request }) => {
    const orientation = String((await body(request)).orientation ?? '');
    if (!ORIENTATIONS.includes(orientation))
      return problem(422, 'Eingabe ungültig', 'Unbekannte Orientierung.', [
        { field: 'orientation', message: 'Bitte wähle eine der Angaben.' },
      ]);
    const r = recordOf();
    records().update(r.id, { orientation });
    return HttpResponse.json({ orientation });
  }),
  ...on('getPlayerPrisonTime', () => HttpResponse.json(prison())),
  ...on('getPlayerPension', () => HttpResponse.json(pension())),
  ...on('getPlayerPayday', () => HttpResponse.json(payday())),
  ...on('listPlayerPaydays', ({ request }) => HttpResponse.json(page(request, paydays()))),
  ...on('getPlayerSocialClub', () => HttpResponse.json(socialClub())),
  ...on('getPlayerControlPanel', ({ request }) =>
    HttpResponse.json({
      character: me(),
      level: 12,
      job: me().id === 1 ? 'Mechaniker' : 'Arbeitslos',
      cash: me().id === 1 ? 1_250 : 320,
      bankBalance: me().id === 1 ? 48_210 : 9_870,
      playTimeHours: 304,
      nextPaydayAt: payday().nextAt,
      phoneNumber: me().id === 1 ? '5551234' : '5559876',
      admin: false,
      casino: casinoOf(),
      prison: prison(),
      pension: pension(),
      socialClubName: socialClub().socialClubName,
      chatLinkState: 'linked',
      // The gang scenario's crime faction (the crime market, issue 21); none otherwise.
      ...(crimeFactionOf(request) ? { crimeFaction: crimeFactionOf(request) } : {}),
    }),
  ),
];
