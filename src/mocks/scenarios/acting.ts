// A scenario that plays another character than the signed-in Max_Mustermann (the invited
// player who accepts an invitation, issue 23): its handler marks each request with that
// character and falls through; the stateful areas that follow it read the mark through
// `actingCharacter(request)` (no mark: the signed-in character, kit's me()). A WeakMap per
// request, as the check layer's identities (checks/identity.ts). The world's own look-ups while
// it answers a marked request (does invitation 3 exist? mocks/world/exists.ts asks the list
// with a request of its own) carry no mark: for those the character of the last marked
// request counts for a moment (MARK_LINGER_MS). In the browser a scenario holds for the whole
// page, so every request is marked; a test that uses the scenario should have a file of its
// own, so the moment does not reach into the next test.
import { http, type RequestHandler } from 'msw';

export interface ActingCharacter {
  id: number;
  name: string;
}

const acting = new WeakMap<Request, ActingCharacter>();
/** How long an unmarked look-up still counts as the last marked request's character. */
const MARK_LINGER_MS = 1500;
let lingering: { person: ActingCharacter; until: number } | undefined;

/** Marks every API request with `person`; the first mark wins (the scenario stacked last). */
export function actAsCharacter(person: ActingCharacter): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    if (!acting.has(request)) acting.set(request, person);
    lingering = { person: acting.get(request) ?? person, until: Date.now() + MARK_LINGER_MS };
  });
}

/** The character a scenario plays for `request`, if any. */
export function actingCharacter(request: Request): ActingCharacter | undefined {
  const marked = acting.get(request);
  if (marked) return marked;
  return lingering && Date.now() < lingering.until ? lingering.person : undefined;
}

// The crime faction of the signed-in character (issue 21: the crime market is for gang members
// only). A mark as above, read by the player's control panel (its `crimeFaction`), which the UI
// and the check layer's x-faction guard both ask. The check layer's own look-up goes through the
// scenario's handlers too, so it is marked as well and needs no lingering.
const inFaction = new WeakMap<Request, ActingCharacter>();

/** Marks every API request: the character is a member of the crime faction `faction`. */
export function memberOfCrimeFaction(faction: ActingCharacter): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    if (!inFaction.has(request)) inFaction.set(request, faction);
  });
}

/** The crime faction a scenario puts the character in for `request`, if any. */
export const crimeFactionOf = (request: Request): ActingCharacter | undefined => inFaction.get(request);
