import { randomUUID } from 'node:crypto';
import { TEST_SQL_DATABASES, type TestSql } from '../sql/test-sql.fixtures.js';
import { PersonalFieldCipher } from './personal-field-cipher.js';
import { SqlKeyStore } from './sql-key-store.js';

describe.each(TEST_SQL_DATABASES)('Sealing many personal fields at once on %s', (_name, openSql) => {
  let testSql: TestSql | undefined;
  let keys: SqlKeyStore;
  let cipher: PersonalFieldCipher;

  beforeAll(async () => {
    testSql = await openSql();
    if (!testSql) return;
    keys = new SqlKeyStore(testSql.sql, 'a secret of sixteen characters or more');
    await keys.migrate();
    cipher = new PersonalFieldCipher(keys);
  });
  afterAll(() => testSql?.dispose());

  it('seals each value with its own subject key, created for new subjects and kept for known ones, and none for an erased one', async () => {
    if (!testSql) return;
    const [known, erased, ...fresh] = Array.from({ length: 5 }, () => randomUUID());
    const sealedBefore = await cipher.seal(known!, 'Åsa');
    await keys.destroyKey(erased!);
    const values = [known!, erased!, ...fresh].map((subjectId, index) => ({ subjectId, value: `Name ${index}` }));
    const sealed = await cipher.sealAll(values);
    expect(sealed[1]).toBeNull();
    expect(await cipher.openAll(values.map(({ subjectId }, index) => ({ subjectId, sealed: sealed[index]! })))).toEqual(['Name 0', null, 'Name 2', 'Name 3', 'Name 4']);
    expect(await cipher.open(known!, sealedBefore)).toBe('Åsa');
    // Another process with the same secret opens them: the keys are stored, not only remembered.
    const elsewhere = new PersonalFieldCipher(new SqlKeyStore(testSql.sql, 'a secret of sixteen characters or more'));
    expect(await elsewhere.open(fresh[0]!, sealed[2]!)).toBe('Name 2');
  });
});
