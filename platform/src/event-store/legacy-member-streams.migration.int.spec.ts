import { createPgliteSql } from '../sql/pglite-sql.adapter.js';
import { splitLegacyMemberStreams } from './legacy-member-streams.migration.js';

describe('the legacy member stream split on embedded PostgreSQL (PGlite)', () => {
  it('runs once and is skipped on every later start, so a site restarts on its own data', async () => {
    const sql = await createPgliteSql();
    await sql.query('create table es_events (global_position bigserial primary key, stream_id text not null, stream_version bigint not null, type text not null)');
    await expect(splitLegacyMemberStreams(sql)).resolves.toBe(0);
    await expect(splitLegacyMemberStreams(sql)).resolves.toBe(0);
    expect((await sql.query('select name from es_migrations')).rows).toHaveLength(1);
  });
});
