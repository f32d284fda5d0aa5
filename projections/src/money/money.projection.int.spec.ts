import { START_CHECKPOINT, walletStreamId, type CreditsGranted, type CreditsSpent, type Event } from '@dating/domain';
import { postgresIsAvailable } from '@dating/platform/testing';
import { sqlProjectionConsumer } from '../sql-projection/sql-projection.js';
import { notingStatements, useProjectionTestBed } from '../testing/projection-test-bed.js';
import { moneyProjection } from './money.projection.js';
import { walletMovementsOfMember } from './money.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;
const at = '2026-11-29T10:00:00.000Z';

describeWithServices('money projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(moneyProjection);

  const granted = (memberId: string, credits: number): CreditsGranted => ({ type: 'CreditsGranted', data: { memberId, key: `grant-${memberId}`, credits, balance: credits, at, reason: 'signup' } });
  const spent = (memberId: string, n: number, balance: number): CreditsSpent => ({
    type: 'CreditsSpent',
    data: { memberId, key: `gift-${n}`, credits: 20, balance, at, purpose: 'gift', recipientId: 'bert' },
  });

  it('writes each wallet event as a movement with the balance after it, newest first', async () => {
    await bed.append(walletStreamId('anna'), [granted('anna', 100), spent('anna', 1, 80), spent('anna', 2, 60)]);
    await bed.catchUp();
    const movements = await walletMovementsOfMember(bed.sql, 'anna');
    expect(movements.map((movement) => [movement.kind, movement.credits, movement.balance])).toEqual([
      ['spend', -20, 60],
      ['spend', -20, 80],
      ['signup_bonus', 100, 100],
    ]);
  });

  it('inserts the wallet events a batch holds one after another in one statement, with the same rows as one by one', async () => {
    const members = ['anna', 'bert', 'cleo'];
    for (const memberId of members) await bed.append(walletStreamId(memberId), [granted(memberId, 100)]);
    for (let n = 1; n <= 4; n += 1) for (const memberId of members) await bed.append(walletStreamId(memberId), [spent(memberId, n, 100 - 20 * n) as Event]);
    // Once the live read model has them, the log shows every event appended (an open transaction elsewhere hides them).
    await bed.catchUp();
    const events = await bed.store.readAll(START_CHECKPOINT, 1_000);
    for (const suffix of ['_together', '_one']) await moneyProjection.migrate(bed.sql, suffix);
    const { executor, noted: inserts } = notingStatements(bed.sql, 'insert into rm_wallet_movements_together ');

    await sqlProjectionConsumer(moneyProjection, { personalFields: bed.personalFields }, '_together').handle(events, executor);
    for (const event of events) await moneyProjection.apply(bed.sql, event, '_one', { personalFields: bed.personalFields });

    expect(inserts).toHaveLength(1);
    const rowsOf = async (suffix: string) =>
      (await bed.sql.query(`select event_id, member_id, kind, credits, balance, at, reason, order_id from rm_wallet_movements${suffix} order by event_id`)).rows;
    const together = await rowsOf('_together');
    expect(together).toHaveLength(members.length * 5);
    expect(together).toEqual(await rowsOf('_one'));
  });
});
