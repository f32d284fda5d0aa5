import type { Consumer, ConsumerGroup, Infrastructure } from '@dating/platform';
import { PROJECTIONS, sessionRevocationConsumer, sqlProjectionConsumer } from '@dating/projections';
import { livePublisher } from '@dating/workers';

/** The consumers that keep the read models and the sessions table: they live in one database and run as one. */
export const READ_MODELS_GROUP = 'read-models';

/**
 * The projections role's composition root: the consumers that keep the read models and the sessions table in step
 * with the log, fed together (one read of the log, one transaction and one checkpoint statement per batch, for all).
 * The live publisher is a worker (it keeps no table) that runs here, on its own, beside the read models the pages
 * then read: what the pages hear never waits behind the workers' job queues, and deployments keep the roles they had.
 */
export const projectionsRoleConsumers = (infrastructure: Infrastructure): (Consumer | ConsumerGroup)[] => [
  { name: READ_MODELS_GROUP, members: [...PROJECTIONS.map((projection) => sqlProjectionConsumer(projection, infrastructure)), sessionRevocationConsumer] },
  livePublisher(infrastructure.liveBus),
];
