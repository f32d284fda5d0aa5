import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { STAFF_ERRORS } from '@dating/domain';
import { BullMqQueueDriver, type Infrastructure } from '@dating/platform';
import { findMemberContact } from '@dating/projections';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { MemberSessions } from '../auth/member-session.guard.js';
import { API_ERRORS, ERROR_STATUS, type ErrorCode } from '../http/api-errors.js';
import { SITE_QUEUES } from '../runtime/site-queues.js';

export const QUEUE_DASHBOARD_PATH = '/staff/queues';

const refuse = (response: Response, code: ErrorCode) => response.status(ERROR_STATUS[code]).json({ statusCode: ERROR_STATUS[code], code });

/**
 * Bull Board for staff at /staff/queues: the site's queues with their waiting, delayed and failed jobs.
 * Read-only, so the dashboard's own forms need no protection against forged requests; job payloads
 * show personal fields sealed, as they rest in Redis. Without Redis the jobs are kept in the database,
 * which Bull Board cannot read: there the path answers 404.
 */
export const mountQueueDashboard = (app: NestExpressApplication, { queue, sql, personalFields }: Infrastructure): void => {
  const sessions = app.get(MemberSessions);
  const staffOnly = async (request: Request, response: Response, next: NextFunction) => {
    const session = await sessions.resolve(request);
    if (!session) return refuse(response, API_ERRORS.AUTHENTICATION_REQUIRED);
    const member = await findMemberContact(sql, personalFields, session.memberId);
    if (!member?.staff) return refuse(response, STAFF_ERRORS.REQUIRED);
    next();
  };
  if (!(queue instanceof BullMqQueueDriver)) {
    app.use(QUEUE_DASHBOARD_PATH, staffOnly, (_request: Request, response: Response) => refuse(response, API_ERRORS.NOT_FOUND));
    return;
  }
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queue.bullQueues(SITE_QUEUES).map((bullQueue) => new BullMQAdapter(bullQueue, { readOnlyMode: true })),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  app.use(QUEUE_DASHBOARD_PATH, staffOnly, board.getRouter());
};
