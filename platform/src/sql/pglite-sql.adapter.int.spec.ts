import { createPgliteSql } from './pglite-sql.adapter.js';
import type { SqlPort } from './sql.port.js';

describe('createPgliteSql', () => {
  let sut: SqlPort;
  beforeAll(async () => {
    sut = await createPgliteSql();
    await sut.query('CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL)');
    await sut.query('INSERT INTO counter VALUES (1, 0)');
  });
  afterAll(() => sut.close());

  it('queues concurrent transactions instead of interleaving them', async () => {
    const increment = () =>
      sut.transaction(async (tx) => {
        const { rows } = await tx.query<{ value: number }>('SELECT value FROM counter WHERE id = 1');
        await new Promise((resolve) => setTimeout(resolve, 2));
        await tx.query('UPDATE counter SET value = $1 WHERE id = 1', [rows[0]!.value + 1]);
      });
    await Promise.all([...Array.from({ length: 10 }, increment), sut.query('SELECT 1')]);
    expect((await sut.query<{ value: number }>('SELECT value FROM counter')).rows[0]?.value).toBe(10);
  });

  it('rolls back a transaction whose work fails', async () => {
    const failing = sut.transaction(async (tx) => {
      await tx.query('UPDATE counter SET value = -1 WHERE id = 1');
      throw new Error('work failed');
    });
    await expect(failing).rejects.toThrow('work failed');
    expect((await sut.query<{ value: number }>('SELECT value FROM counter')).rows[0]?.value).toBe(10);
  });

  it('tells the code a transaction calls which transaction it is in, and none once that has ended', async () => {
    let inside: unknown;
    let afterwards: Promise<unknown> | undefined;
    await sut.transaction(async (tx) => {
      inside = sut.enclosingTransaction() === tx;
      afterwards = new Promise((resolve) => setTimeout(() => resolve(sut.enclosingTransaction()), 0));
    });

    expect(inside).toBe(true);
    expect(await afterwards).toBeUndefined();
    expect(sut.enclosingTransaction()).toBeUndefined();
  });

  it('reports affected rows', async () => {
    expect((await sut.query('UPDATE counter SET value = value WHERE id = 1')).rowCount).toBe(1);
  });

  it('counts the rows a SELECT returns, as PostgreSQL does (a restart relies on it to skip done migrations)', async () => {
    expect((await sut.query('SELECT * FROM counter')).rowCount).toBe(1);
    expect((await sut.query('SELECT * FROM counter WHERE id = 2')).rowCount).toBe(0);
  });
});
