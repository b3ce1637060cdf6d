import { describe, expect, it } from 'vitest';
import { describeRouterError } from '../../src/components/feedback/unexpected-error';
import { errorRedirectTarget, secondsLeft } from '../../src/components/feedback/use-redirect-countdown';
import { catalogTracks } from '../../src/music/catalog';
import { AREA_GROUPS } from '../../src/api/area-manifest';
import { areaDestination, areaDestinations, areas } from '../../src/app/areas';
import { currentDestination, destinations, navGroups } from '../../src/shell/navigation/destinations';
import { buildSearchItems, filterSearchItems } from '../../src/shell/top-bar/search-items';
import { areaMenu } from '../utils/menu';

describe('navigation table (spec §2)', () => {
  it("keeps the spec's two groups first and unchanged; the areas' groups come from their manifests", () => {
    expect(navGroups.map((g) => g.map((d) => [d.label, d.to]))).toEqual([
      [
        ['Startseite', '/'],
        ['Meine Playlists', '/playlists'],
        ['Meine Musik', '/myMusic'],
        ['Artist Dashboard', '/artist'],
      ],
      [
        ['Mein Profil', '/myProfile'],
        ['Einstellungen', '/settings'],
      ],
    ]);
    // Every area joins by its manifest: the groups follow AREA_GROUPS, and an area's entries keep
    // their manifest order (the menu itself is checked against the manifests in the menu tests).
    const menu = areaMenu(areas, { admin: true });
    expect(menu.map((g) => g.group)).toEqual(AREA_GROUPS.filter((g) => menu.some((m) => m.group === g)));
    const rules = ['Regelwerk', 'Gesetzbuch', 'Regeln bearbeiten'];
    const community = menu.find((g) => g.group === 'community')?.labels ?? [];
    expect(community.filter((l) => rules.includes(l))).toEqual(rules);
    expect(community).toContain('Umfragen');
    expect(areaDestination('/rules/edit')?.requires).toBe('saveChangedSubParagraphs');
  });

  it('marks Startseite on / and /dashboard, nothing on an artist card; area pages once known', () => {
    expect(currentDestination('/')?.label).toBe('Startseite');
    expect(currentDestination('/dashboard')?.label).toBe('Startseite');
    expect(currentDestination('/settings/')?.label).toBe('Einstellungen');
    expect(currentDestination('/artist/5')).toBeUndefined();
    expect(currentDestination('/polls')).toBeUndefined();
    expect(currentDestination('/polls', areaDestinations)?.label).toBe('Umfragen');
  });
});

describe('error fallback redirect', () => {
  it('goes to /vcom inside the vcom workspace, otherwise to /dashboard', () => {
    expect(errorRedirectTarget('/vcom/police/files')).toBe('/vcom');
    expect(errorRedirectTarget('/settings')).toBe('/dashboard');
  });

  it('counts whole seconds down from the deadline, whatever the ticks missed', () => {
    expect(secondsLeft(8000, 0)).toBe(8);
    expect(secondsLeft(8000, 1)).toBe(8);
    expect(secondsLeft(8000, 3000)).toBe(5);
    expect(secondsLeft(8000, 7999)).toBe(1);
    expect(secondsLeft(8000, 8000)).toBe(0);
    expect(secondsLeft(8000, 20_000)).toBe(0);
  });

  it('the generic page shows the status or the message', () => {
    expect(describeRouterError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeRouterError({ status: 500 })).toBe('500');
    expect(describeRouterError(new Error('kaputt'))).toBe('kaputt');
  });
});

describe('search', () => {
  const items = buildSearchItems(destinations, catalogTracks, [{ id: 'p', name: 'Sommerhits', trackIds: [] }]);

  it('finds pages, tracks and playlists, ignoring case and accents', () => {
    expect(filterSearchItems(items, 'EINSTELL').map((i) => i.to)).toEqual(['/settings']);
    expect(filterSearchItems(items, 'sommer').map((i) => i.to)).toEqual(['/playlists']);
    const track = catalogTracks[0];
    if (track) expect(filterSearchItems(items, track.title.toUpperCase()).map((i) => i.to)).toContain('/myMusic');
    expect(filterSearchItems(items, 'zzz')).toEqual([]);
  });

  it("finds the areas' pages by label and keyword, each page once", () => {
    const all = buildSearchItems([...destinations, ...areaDestinations], [], []);
    expect(all.filter((i) => i.to === '/')).toHaveLength(1);
    expect(filterSearchItems(all, 'umfrag').map((i) => i.to)).toEqual(['/polls']);
    expect(filterSearchItems(all, 'abstimmung').map((i) => i.to)).toEqual(['/polls']);
    expect(filterSearchItems(all, 'gesetze').map((i) => i.to)).toEqual(['/rules/legal']);
  });
});
