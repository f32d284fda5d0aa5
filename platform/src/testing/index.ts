// Test support, kept off the production entry: integration specs, test sites and benchmarks import it as
// `@dating/platform/testing`.
export { createTestDatabase, postgresIsAvailable, recreateTestDatabase, type TestDatabase } from './test-database.js';
export { redisIsAvailable, TEST_REDIS_URL } from './test-redis.js';
export { eventually } from './eventually.js';
export { freePort, freePorts } from './free-port.js';
export { FakeMollieServer } from './fake-mollie-server.js';
export { decodeQuotedPrintable, parseMail, startSmtpSink, type ParsedMail, type ReceivedMail, type SmtpSink } from './smtp-sink.js';
