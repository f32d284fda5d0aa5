export type { QueryOptions, SqlExecutor, SqlPort } from './sql/sql.port.js';
// event-store (owned by the event-store work)
export { createPostgresSql, type PostgresSqlOptions } from './sql/postgres-sql.adapter.js';
export { createPgliteSql } from './sql/pglite-sql.adapter.js';
export { createTestDatabase, postgresIsAvailable, DEFAULT_ADMIN_DATABASE_URL, type TestDatabase } from './sql/test-database.js';
export { PostgresEventStore } from './event-store/postgres-event-store.js';
export { EventStoreDbEventStore } from './event-store/eventstoredb-event-store.js';
export { compareCheckpoints } from './event-store/checkpoint.js';
export type { Appended, AppendListener, AppendNotifying } from './event-store/append-notifier.js';
export type { KeyStore } from './crypto-shredding/key-store.port.js';
export { SqlKeyStore } from './crypto-shredding/sql-key-store.js';
export { EncryptingEventStore } from './crypto-shredding/encrypting-event-store.js';
export type { Consumer } from './consumers/consumer.js';
export { ConsumerRunner, type ConsumerRunnerOptions, type ConsumerLogger } from './consumers/consumer-runner.js';
export { migrateConsumerCheckpoints, loadCheckpoint } from './consumers/consumer-checkpoints.js';
// queue and mail (owned by the workers work)
export * from './queue/job-queue.port.js';
export { InProcessQueueDriver } from './queue/in-process-queue.driver.js';
export type { InProcessQueueOptions } from './queue/in-process-queue.driver.js';
export { BullMqQueueDriver } from './queue/bullmq-queue.driver.js';
export type { BullMqQueueOptions } from './queue/bullmq-queue.driver.js';
export type { Mailer, OutgoingMail } from './mail/mailer.port.js';
export { SmtpMailer } from './mail/smtp-mailer.adapter.js';
export { DevMailbox, migrateDevMailbox, extractLinks } from './mail/dev-mailbox.adapter.js';
export type { MailboxEntry, MailboxQuery } from './mail/dev-mailbox.adapter.js';
export { createLinkToken, LINK_PURPOSES, verifyLinkToken } from './mail/link-token.js';
export type { LinkPurpose, LinkTokenClaims } from './mail/link-token.js';
export { emailDigest } from './crypto-shredding/email-digest.js';
// process runtime (owned by the lead)
export { loadConfig, parseConfig, PROCESS_ROLES } from './runtime/env.js';
export type { AppConfig, ProcessRole } from './runtime/env.js';
export { createInfrastructure } from './runtime/infrastructure.js';
export type { Infrastructure } from './runtime/infrastructure.js';
export type { PhotoStorage } from './photo-storage/photo-storage.port.js';
export { photoFileName } from './photo-storage/photo-storage.port.js';
export { migrateCredentials, deleteCredentials } from './credentials/credentials.table.js';
export { LocalDiskPhotoStorage } from './photo-storage/local-disk-photo-storage.adapter.js';
export { whileLocked, NOT_ACQUIRED } from './consumers/consumer-lock.js';
export { saveCheckpoint } from './consumers/consumer-checkpoints.js';
