import { SessionStore, type SqlPort } from '@dating/platform';
import { LiveHeartbeat, type BeatingStream } from './live-heartbeat.js';
import { Presence } from './presence.js';

const NOW = new Date('2026-12-02T12:00:00.000Z');
const TOMORROW = new Date(NOW.getTime() + 86_400_000);

/** A database of open sessions that records every statement it is sent. */
const recordingDatabase = (openSessions: ReadonlyMap<string, string>) => {
  const statements: { text: string; params: readonly unknown[] }[] = [];
  const sql = {
    dialect: 'postgres',
    query: async (text: string, params: readonly unknown[] = []) => {
      statements.push({ text, params });
      if (!text.includes('token_hash = any')) return { rows: [] };
      const hashes = params[0] as string[];
      return { rows: hashes.filter((hash) => openSessions.has(hash)).map((hash) => ({ token_hash: hash, member_id: openSessions.get(hash), expires_at: TOMORROW })) };
    },
  } as unknown as SqlPort;
  return { sql, statements };
};

const aStream = (memberId: string, sessionHash: string) => {
  const heard = { beats: 0, closed: false };
  const stream: BeatingStream = { memberId, sessionHash, beat: () => heard.beats++, close: () => (heard.closed = true) };
  return { stream, heard };
};

describe('LiveHeartbeat', () => {
  it('beats a crowd of open streams with one session query and one presence statement, not a query and a commit per page', async () => {
    const members = Array.from({ length: 300 }, (_, index) => `member-${index}`);
    const { sql, statements } = recordingDatabase(new Map(members.map((member) => [`session-of-${member}`, member])));
    const heartbeat = new LiveHeartbeat(new SessionStore(sql), new Presence(sql, { now: () => NOW }), { now: () => NOW });
    // One member with a second page open: both beat, the member is seen once.
    const streams = [...members, members[0]!].map((member) => aStream(member, `session-of-${member}`));
    for (const { stream } of streams) heartbeat.add(stream);

    await heartbeat.beat();

    expect(streams.every(({ heard }) => heard.beats === 1 && !heard.closed)).toBe(true);
    expect(statements.map(({ text }) => (text.includes('member_presence') ? 'presence' : 'sessions'))).toEqual(['sessions', 'presence']);
    expect(statements[1]!.params).toEqual([members, NOW]);
  });

  it('ends the stream of a session that has ended, and beats the others on', async () => {
    const { sql, statements } = recordingDatabase(new Map([['annas-session', 'anna']]));
    const heartbeat = new LiveHeartbeat(new SessionStore(sql), new Presence(sql, { now: () => NOW }), { now: () => NOW });
    const [anna, loggedOut] = [aStream('anna', 'annas-session'), aStream('bo', 'bos-ended-session')];
    heartbeat.add(anna.stream);
    heartbeat.add(loggedOut.stream);

    await heartbeat.beat();

    expect(anna.heard).toEqual({ beats: 1, closed: false });
    expect(loggedOut.heard).toEqual({ beats: 0, closed: true });
    expect(statements.at(-1)!.params).toEqual([['anna'], NOW]);
  });

  it('stops beating a stream once it has gone', async () => {
    const { sql, statements } = recordingDatabase(new Map([['annas-session', 'anna']]));
    const heartbeat = new LiveHeartbeat(new SessionStore(sql), new Presence(sql, { now: () => NOW }), { now: () => NOW });
    const anna = aStream('anna', 'annas-session');
    const stopBeating = heartbeat.add(anna.stream);
    stopBeating();

    await heartbeat.beat();

    expect(anna.heard.beats).toBe(0);
    expect(statements.filter(({ text }) => text.includes('member_presence'))).toEqual([]);
  });
});
