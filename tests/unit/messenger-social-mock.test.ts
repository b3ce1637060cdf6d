// The social network's rules in the mock backend (src/mocks/stateful/messenger/social.ts),
// through MSW's node server as the app meets them: a like counts once per profile and the count
// matches; followers/following agree both ways; a post's author is a registered profile (a
// character without one is asked to register first); deleted posts vanish from the feeds; a
// report lands in the moderators' list, and closing it settles the post's reports.
import { describe, expect, it } from 'vitest';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/messenger${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => ({}))) as Json };
}

const post = async (id: number) => (await api('GET', `/social/posts/${id}`)).data;
const ids = (page: Json) => (page.items as Json[]).map((i) => i.id as number);

describe('messenger mock: social network', () => {
  it('a like counts once per profile and the count matches the likes', async () => {
    const before = await post(2);
    expect(before.likedByMe).toBe(true);
    expect((await api('POST', '/social/posts/2/like')).data).toMatchObject({
      liked: true,
      likeCount: before.likeCount,
    });
    const un = (await api('DELETE', '/social/posts/2/like')).data;
    expect(un).toMatchObject({ liked: false, likeCount: before.likeCount - 1 });
    await api('POST', '/social/posts/2/like');
    await api('POST', '/social/posts/2/like');
    expect(await post(2)).toMatchObject({ likedByMe: true, likeCount: before.likeCount });
    const feed = (await api('GET', '/social/feed?limit=100')).data.items as Json[];
    expect(feed.find((p) => p.id === 2)?.likeCount).toBe(before.likeCount);
  });

  it('followers and following agree both ways, with their counts', async () => {
    const me = (await api('GET', '/social/me')).data;
    const target = (await api('GET', '/social/users?q=jonas')).data.items[0] as Json;
    expect((await api('GET', `/social/users/${target.id}`)).data.followedByMe).toBe(false);
    const state = (await api('POST', `/social/users/${target.id}/follow`)).data;
    expect(state).toMatchObject({ profileId: target.id, following: true });
    expect((await api('POST', `/social/users/${target.id}/follow`)).status).toBe(409);
    expect((await api('POST', `/social/users/${me.id}/follow`)).status).toBe(409);
    const followers = (await api('GET', `/social/users/${target.id}/followers`)).data;
    expect(ids(followers)).toContain(me.id);
    expect(followers.page.total).toBe(state.followerCount);
    const following = (await api('GET', `/social/users/${me.id}/following`)).data;
    expect(ids(following)).toContain(target.id);
    expect((await api('GET', '/social/me')).data.followingCount).toBe(following.page.total);
    // the followed profile's posts are in the feed now
    const theirs = ids((await api('GET', `/social/users/${target.id}/posts`)).data);
    expect(ids((await api('GET', '/social/feed?limit=100')).data)).toEqual(expect.arrayContaining(theirs));
    await api('DELETE', `/social/users/${target.id}/follow`);
    expect(ids((await api('GET', `/social/users/${target.id}/followers`)).data)).not.toContain(me.id);
    expect(ids((await api('GET', '/social/feed?limit=100')).data)).not.toContain(theirs[0]);
  });

  it('a deleted post vanishes from every feed, with its likes and comments', async () => {
    const mine = (await api('POST', '/social/posts', { text: 'Gleich wieder weg' })).data;
    await api('POST', `/social/posts/${mine.id}/like`);
    await api('POST', `/social/posts/${mine.id}/comments`, { text: 'Erster!' });
    expect(ids((await api('GET', '/social/feed')).data)[0]).toBe(mine.id);
    expect((await api('DELETE', '/social/posts/4')).status).toBe(403);
    expect((await api('DELETE', `/social/posts/${mine.id}`)).status).toBe(200);
    expect(ids((await api('GET', '/social/feed?limit=100')).data)).not.toContain(mine.id);
    expect(ids((await api('GET', '/social/posts?limit=100')).data)).not.toContain(mine.id);
    expect((await api('GET', `/social/posts/${mine.id}`)).status).toBe(404);
    expect((await api('GET', `/social/posts/${mine.id}/comments`)).status).toBe(404);
  });

  it('a report lands in the moderators’ list; closing it settles the post and deletes it', async () => {
    expect((await api('POST', '/social/posts/3/reports', { reason: 'spam', text: 'Werbung' })).status).toBe(201);
    expect((await api('POST', '/social/posts/3/reports', { reason: 'spam' })).status).toBe(409);
    // a player may not see the list
    expect((await api('GET', '/admin/social/reports')).status).toBe(403);
    setScenario('admin');
    const open = (await api('GET', '/admin/social/reports?state=open')).data.items as Json[];
    const report = open.find((r) => r.post.id === 3) as Json;
    expect(report).toMatchObject({ reason: 'spam', text: 'Werbung', state: 'open', reportCount: 1 });
    const closed = await api('POST', `/admin/social/reports/${report.id}/close`, { outcome: 'contentRemoved' });
    expect(closed.data).toMatchObject({ state: 'closed', outcome: 'contentRemoved', post: { id: 3 } });
    expect((await api('GET', '/social/posts/3')).status).toBe(404);
    expect((await api('POST', `/admin/social/reports/${report.id}/close`, { outcome: 'dismissed' })).status).toBe(409);
    // an admin deletes a post directly (with a reason): gone from the explore list
    expect((await api('DELETE', '/admin/social/posts/6?reason=Spam%20entfernt')).status).toBe(200);
    expect(ids((await api('GET', '/social/posts?limit=100')).data)).not.toContain(6);
  });

  it('notifications follow what others did to the own profile; marking read clears the count', async () => {
    const page = (await api('GET', '/social/notifications')).data;
    expect(page.unreadCount).toBeGreaterThan(0);
    expect((page.items as Json[]).every((n) => n.actor.handle !== 'max.mustermann')).toBe(true);
    expect((await api('POST', '/social/notifications/read')).status).toBe(200);
    expect((await api('GET', '/social/notifications')).data.unreadCount).toBe(0);
  });
  // Last: the scenario's character lingers a moment after its requests (src/mocks/scenarios/acting.ts).
  it('a post’s author is a registered profile; a character without one registers first', async () => {
    setScenario('invited');
    expect((await api('GET', '/social/me')).status).toBe(404);
    expect((await api('POST', '/social/posts', { text: 'Hallo' })).status).toBe(404);
    const taken = await api('POST', '/social/me', { handle: 'lea_schmidt', displayName: 'Anna' });
    expect(taken.status).toBe(422);
    expect(taken.data.errors[0]).toMatchObject({ field: 'handle' });
    const created = await api('POST', '/social/me', { handle: 'anna.s', displayName: 'Anna Schmidt' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ handle: 'anna.s', mine: true, postCount: 0 });
    const added = await api('POST', '/social/posts', { text: 'Hallo Los Santos' });
    expect(added.status).toBe(201);
    expect(added.data.author).toMatchObject({ id: created.data.id, handle: 'anna.s' });
    const users = ids((await api('GET', '/social/users?limit=100')).data);
    for (const p of (await api('GET', '/social/posts?limit=100')).data.items as Json[])
      expect(users).toContain(p.author.id);
  });
});
