import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  isUnderLoginAttack,
  LOGIN_ATTACK_FAILURES_PER_HOUR,
  LOGIN_ATTACK_NOTICE_HOURS,
  LOGIN_FAILURES_BEFORE_LOCKOUT,
  loginAttackNoticeStart,
  loginLockout,
  SOURCE_FAILED_CHECKS_PER_HOUR,
  type LoginFailureHistory,
  type LoginLockout,
} from '@dating/domain';
import type { SqlExecutor, SqlPort } from '@dating/platform';
import { APP_SECRET, SQL } from '../runtime/tokens.js';

/** First key of the two-key advisory lock: keeps the per-account login locks apart from every other use. */
const LOGIN_THROTTLE_LOCK_NAMESPACE = 1_280_262_993;
/** The same for the per-source locks, taken after the account's (always in that order, so never a deadlock). */
const LOGIN_SOURCE_LOCK_NAMESPACE = 1_280_262_994;
const MINUTE_MS = 60_000;
/** The longest window the lockout rules look back over (the hourly ones). */
const LEDGER_RETENTION_MS = 60 * MINUTE_MS;
const NOTICE_RETENTION_MS = LOGIN_ATTACK_NOTICE_HOURS * LEDGER_RETENTION_MS;
const PRUNE_EVERY_MS = MINUTE_MS;

export interface LoginSource {
  /** Keyed digest of the e-mail typed, whether or not an account has it: unknown addresses are throttled alike. */
  readonly accountDigest: string;
  readonly ip: string;
}

/**
 * A check let through: it counts as failed until `succeeded` says otherwise, so a crash never frees a guess.
 * `attackNoticeStart`: the account is under attack, and the owner is to be told of the attack that began then.
 */
export type LoginAttempt =
  | { readonly admitted: true; readonly attemptId: string; readonly sourceHash: string; readonly attackNoticeStart: string | null }
  | { readonly admitted: false; readonly lockout: Extract<LoginLockout, { locked: true }> };

/**
 * The ledger of failed password checks behind the login lockout. It lives outside the event log: it is about
 * sources (IP addresses, kept only as a keyed hash) rather than members, and is forgotten after an hour.
 */
@Injectable()
export class LoginThrottleRepository implements OnModuleInit {
  private lastPrunedAt = 0;

  constructor(
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  onModuleInit(): Promise<void> {
    return this.migrate();
  }

  async migrate(): Promise<void> {
    await this.sql.query(`create table if not exists login_failures (
      id bigserial primary key,
      account_digest text not null,
      source_hash text not null,
      attempted_at timestamptz not null,
      source_cleared boolean not null default false
    )`);
    await this.sql.query('create index if not exists login_failures_account on login_failures (account_digest, attempted_at)');
    await this.sql.query('create index if not exists login_failures_attempted on login_failures (attempted_at)');
    await this.sql.query('create index if not exists login_failures_source on login_failures (source_hash, attempted_at)');
    // When the attack the owner was last told of began: one notice per attack, however many attempts it makes.
    await this.sql.query(`create table if not exists login_attack_notices (
      account_digest text primary key,
      started_at timestamptz not null
    )`);
  }

  /**
   * Admits one password check or refuses it. The attempt is recorded before it is counted, under a lock per account
   * and one per source, so concurrent requests cannot all see room under a cap: exactly as many as the rules allow get
   * through.
   */
  async admit({ accountDigest, ip }: LoginSource, now: Date): Promise<LoginAttempt> {
    await this.pruneNowAndThen(now);
    const sourceHash = this.sourceHash(ip);
    return this.sql.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_THROTTLE_LOCK_NAMESPACE, accountDigest]);
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_SOURCE_LOCK_NAMESPACE, sourceHash]);
      const history = await this.history(tx, accountDigest, sourceHash, now);
      const lockout = loginLockout(history, now.toISOString());
      if (lockout.locked) return { admitted: false, lockout };
      const { rows } = await tx.query<{ id: string }>(
        'insert into login_failures (account_digest, source_hash, attempted_at) values ($1, $2, $3) returning id',
        [accountDigest, sourceHash, now],
      );
      const underAttack = isUnderLoginAttack([...history.onAccount, now.toISOString()], now.toISOString());
      return { admitted: true, attemptId: rows[0]!.id, sourceHash, attackNoticeStart: underAttack ? await this.attackNotice(tx, accountDigest, now) : null };
    });
  }

  /**
   * The password was right: this attempt was no failure, and the source's earlier failures stop counting towards
   * its own lockout. They still count towards the account's attack and the source's hourly cap.
   */
  async succeeded(accountDigest: string, attempt: Extract<LoginAttempt, { admitted: true }>): Promise<void> {
    await this.sql.transaction(async (tx) => {
      // The account's lock again: two logins of one member at once would otherwise lock each other's rows (deadlock).
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_THROTTLE_LOCK_NAMESPACE, accountDigest]);
      await tx.query('delete from login_failures where id = $1', [attempt.attemptId]);
      await tx.query('update login_failures set source_cleared = true where account_digest = $1 and source_hash = $2', [
        accountDigest,
        attempt.sourceHash,
      ]);
    });
  }

  private async history(tx: SqlExecutor, accountDigest: string, sourceHash: string, now: Date): Promise<LoginFailureHistory> {
    const since = new Date(now.getTime() - LEDGER_RETENTION_MS);
    const isoTimes = (rows: readonly { attempted_at: Date }[]) => rows.map((row) => new Date(row.attempted_at).toISOString());
    // The newest rows up to each cap are all a rule looks at, however many an attack has written. One after another:
    // a transaction is one connection.
    const onAccount = await tx.query<{ attempted_at: Date }>(
      'select attempted_at from login_failures where account_digest = $1 and attempted_at > $2 order by attempted_at desc limit $3',
      [accountDigest, since, LOGIN_ATTACK_FAILURES_PER_HOUR],
    );
    const bySource = await tx.query<{ attempted_at: Date }>(
      'select attempted_at from login_failures where source_hash = $1 and attempted_at > $2 order by attempted_at desc limit $3',
      [sourceHash, since, SOURCE_FAILED_CHECKS_PER_HOUR],
    );
    const fromSource = await tx.query<{ attempted_at: Date }>(
      `select attempted_at from login_failures
       where account_digest = $1 and source_hash = $2 and not source_cleared and attempted_at > $3 order by attempted_at desc limit $4`,
      [accountDigest, sourceHash, since, LOGIN_FAILURES_BEFORE_LOCKOUT],
    );
    return { fromSource: isoTimes(fromSource.rows), bySource: isoTimes(bySource.rows), onAccount: isoTimes(onAccount.rows) };
  }

  /** When the attack the owner is to hear of began: the one they were told of while recent, else a new one from now. */
  private async attackNotice(tx: SqlExecutor, accountDigest: string, now: Date): Promise<string> {
    const { rows } = await tx.query<{ started_at: Date }>('select started_at from login_attack_notices where account_digest = $1', [accountDigest]);
    const last = rows[0] ? new Date(rows[0].started_at).toISOString() : null;
    const start = loginAttackNoticeStart(last, now.toISOString());
    if (start !== last) {
      await tx.query(
        `insert into login_attack_notices (account_digest, started_at) values ($1, $2)
         on conflict (account_digest) do update set started_at = excluded.started_at`,
        [accountDigest, start],
      );
    }
    return start;
  }

  private sourceHash(ip: string): string {
    return createHmac('sha256', this.secret).update(`login-source:${ip}`).digest('base64url');
  }

  /** Rows older than the longest window can never matter again; one delete a minute keeps the tables small. */
  private async pruneNowAndThen(now: Date): Promise<void> {
    if (Math.abs(now.getTime() - this.lastPrunedAt) < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = now.getTime();
    await this.sql.query('delete from login_failures where attempted_at < $1', [new Date(now.getTime() - LEDGER_RETENTION_MS)]);
    await this.sql.query('delete from login_attack_notices where started_at < $1', [new Date(now.getTime() - NOTICE_RETENTION_MS)]);
  }
}
