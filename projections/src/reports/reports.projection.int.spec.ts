import { randomUUID } from 'node:crypto';
import {
  accountStreamId,
  conversationDecider,
  conversationStreamId,
  registrationStreamId,
  reportStreamId,
  type ConversationCommand,
  type ConversationState,
  type Event,
  type ReportEvent,
  type ReportReason,
} from '@dating/domain';
import { ConsumerRunner } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { chatsProjection } from '../chats/chats.projection.js';
import { replayProjection } from '../cli/replay.js';
import { memberSearchProjection } from '../member-search/member-search.projection.js';
import { sqlProjectionConsumer } from '../sql-projection/sql-projection.js';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { reportsProjection } from './reports.projection.js';
import { openReports, reportsFiledAbout } from './reports.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const at = (minute: number) => `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`;
const signedUp = (memberId: string, name: string): Event => ({
  type: 'MemberSignedUp',
  data: { memberId, name, email: `${name}@example.com`, dateOfBirth: '1990-05-01', passwordHashRef: 'ref', language: 'nl', domain: 'localhost', country: 'NL', tracking: {}, signedUpAt: at(0) },
});

describeWithServices('reports projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(reportsProjection);
  const [anna, bert, carl, staff] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const reader = () => ({ sql: bed.sql, personalFields: bed.personalFields });

  /** The queue also reads the members' cards and the chats' messages: those read models follow the same log. */
  const catchUpAll = async () => {
    await bed.catchUp();
    for (const projection of [memberSearchProjection, chatsProjection]) {
      await new ConsumerRunner({ store: bed.store, sql: bed.sql, consumer: sqlProjectionConsumer(projection, { personalFields: bed.personalFields }) }).catchUp();
    }
  };
  const queue = async () => {
    await catchUpAll();
    return openReports(reader(), new Date(at(30)), 100);
  };

  /** A message from one member to another, decided as the API decides it. */
  const write = async (senderId: string, recipientId: string, text: string): Promise<string> => {
    const messageId = randomUUID();
    let state: ConversationState = conversationDecider.initialState;
    for (const event of (await bed.store.readStream(conversationStreamId(senderId, recipientId))).map(({ type, data }) => ({ type, data }))) {
      state = conversationDecider.evolve(state, event as never);
    }
    const commands: Omit<ConversationCommand, 'metadata'>[] = [
      { type: 'SubmitMessage', data: { conversationId: randomUUID(), messageId, senderId, recipientId, content: { kind: 'text', text }, credits: 0 } },
      { type: 'SettleMessage', data: { messageId, paid: true, senderConfirmed: true } },
    ];
    for (const command of commands) {
      const events = conversationDecider.decide({ ...command, metadata: { now: at(1) } } as ConversationCommand, state);
      state = events.reduce(conversationDecider.evolve, state);
      await bed.append(conversationStreamId(senderId, recipientId), events);
    }
    return messageId;
  };
  const report = async (reporterId: string, reportedId: string, minute: number, extra: { reason?: ReportReason; comment?: string; messageIds?: string[] } = {}) => {
    const reportId = randomUUID();
    const event: ReportEvent = {
      type: 'MemberReported',
      data: { reportId, reporterId, reportedId, reason: extra.reason ?? 'scam', comment: extra.comment ?? null, messageIds: extra.messageIds ?? [], reportedAt: at(minute) },
    };
    await bed.append(reportStreamId(reportId), [event]);
    return reportId;
  };

  beforeEach(async () => {
    for (const [memberId, name] of [[anna, 'Anna'], [bert, 'Bert'], [carl, 'Carl']] as const) await bed.append(registrationStreamId(memberId), [signedUp(memberId, name)]);
  });

  it('queues open reports newest first, with both members, the opened comment and the reported messages', async () => {
    const messageId = await write(bert, anna, 'send me 200 euro');
    const annas = await report(anna, bert, 5, { comment: 'he asked for money', messageIds: [messageId] });
    const carls = await report(carl, bert, 6, { reason: 'fake' });
    const stored = JSON.stringify((await (await catchUpAll(), bed.sql.query('select * from rm_reports'))).rows);
    expect(stored).not.toContain('he asked for money');

    expect(await queue()).toEqual([
      expect.objectContaining({ id: carls, reason: 'fake', comment: null, reporter: expect.objectContaining({ id: carl, name: 'Carl' }), reported: expect.objectContaining({ id: bert }), messages: [] }),
      {
        id: annas,
        reason: 'scam',
        comment: 'he asked for money',
        reported_at: at(5),
        reporter: expect.objectContaining({ id: anna, name: 'Anna' }),
        reported: expect.objectContaining({ id: bert, name: 'Bert' }),
        messages: [{ id: messageId, text: 'send me 200 euro', sent_at: at(1) }],
      },
    ]);
    expect(await reportsFiledAbout(bed.sql, anna, bert)).toEqual({ filed: 1, openReportId: annas });
  });

  it('takes a decided report off the queue and keeps who decided it', async () => {
    const reportId = await report(anna, bert, 5);
    await bed.append(reportStreamId(reportId), [{ type: 'ReportedMemberBanned', data: { reportId, reportedId: bert, decidedBy: staff, decidedAt: at(9) } }]);
    expect(await queue()).toEqual([]);
    expect((await bed.sql.query('select status, decided_by from rm_reports')).rows).toEqual([{ status: 'banned', decided_by: staff }]);
    expect(await reportsFiledAbout(bed.sql, anna, bert)).toEqual({ filed: 1, openReportId: null });
  });

  it('shows the words of a member whose key is destroyed as null', async () => {
    const messageId = await write(bert, anna, 'you will regret this');
    await report(anna, bert, 5, { comment: 'threats', messageIds: [messageId] });
    await catchUpAll();
    await bed.keyStore.destroyKey(bert);
    await bed.keyStore.destroyKey(anna);
    expect(await queue()).toMatchObject([{ comment: null, messages: [{ id: messageId, text: null }] }]);
  });

  it('forgets the reports by and about an erased member', async () => {
    await report(anna, bert, 5);
    await report(carl, anna, 6);
    await report(carl, bert, 7);
    await bed.append(accountStreamId(anna), [{ type: 'AccountErased', data: { memberId: anna, erasedAt: at(20) } }]);
    expect((await queue()).map((open) => [open.reporter?.id, open.reported?.id])).toEqual([[carl, bert]]);
  });

  it('rebuilds the same reports from the log alone', async () => {
    const messageId = await write(bert, anna, 'hello');
    const reportId = await report(anna, bert, 5, { comment: 'rude', messageIds: [messageId] });
    await report(carl, bert, 6);
    await bed.append(reportStreamId(reportId), [{ type: 'ReportDismissed', data: { reportId, reportedId: bert, decidedBy: staff, decidedAt: at(9) } }]);
    const rows = async () => (await bed.sql.query('select report_id, reporter_id, reported_id, reason, message_ids, reported_at, status, decided_by, decided_at, sealed_comment is not null as commented from rm_reports order by report_id')).rows;
    await catchUpAll();
    const before = await rows();
    await replayProjection({ sql: bed.sql, eventStore: bed.store, personalFields: bed.personalFields }, reportsProjection, { start: () => undefined, advance: () => undefined, waitingForLiveProjector: () => undefined });
    expect(await rows()).toEqual(before);
    expect(before).toHaveLength(2);
  });
});
