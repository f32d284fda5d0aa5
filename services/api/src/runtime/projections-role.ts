import type { Consumer, Infrastructure } from '@dating/platform';
import { PROJECTIONS, sessionRevocationConsumer, sqlProjectionConsumer } from '@dating/projections';
import { livePublisher } from '@dating/workers';

/**
 * The projections role's composition root: the consumers that keep the read models and the sessions table in step
 * with the log. The live publisher is a worker (it keeps no table) that runs here, beside the read models the pages
 * then read: what the pages hear never waits behind the workers' job queues, and deployments keep the roles they had.
 */
export const projectionsRoleConsumers = (infrastructure: Infrastructure): Consumer[] => [
  ...PROJECTIONS.map((projection) => sqlProjectionConsumer(projection, infrastructure)),
  sessionRevocationConsumer,
  livePublisher(infrastructure.liveBus),
];
