import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCOUNT_FAILED_CHECKS_PER_HOUR, LOGIN_LOCKOUT_MINUTES, loginLockout, type LoginLockout } from '@dating/domain';
import type { SqlExecutor, SqlPort } from '@dating/platform';
import { APP_SECRET, SQL } from '../runtime/tokens.js';

/** First key of the two-key advisory lock: keeps the per-account login locks apart from every other use. */
const LOGIN_THROTTLE_LOCK_NAMESPACE = 1_280_262_993;
const MINUTE_MS = 60_000;
/** The longest window the lockout rules look back over (the per-account hourly cap). */
const LEDGER_RETENTION_MS = 60 * MINUTE_MS;
const PRUNE_EVERY_MS = MINUTE_MS;

export interface LoginSource {
  /** Keyed digest of the e-mail typed, whether or not an account has it: unknown addresses are throttled alike. */
  readonly accountDigest: string;
  readonly ip: string;
}

/** A check let through: it counts as failed until `succeeded` says otherwise, so a crash never frees a guess. */
export type LoginAttempt = { readonly admitted: true; readonly attemptId: string; readonly sourceHash: string } | { readonly admitted: false; readonly lockout: Extract<LoginLockout, { locked: true }> };

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
  }

  /**
   * Admits one password check or refuses it. The attempt is recorded before it is counted, under a lock per account,
   * so concurrent requests cannot all see room under the cap: exactly as many as the rules allow get through.
   */
  async admit({ accountDigest, ip }: LoginSource, now: Date): Promise<LoginAttempt> {
    await this.pruneNowAndThen(now);
    const sourceHash = this.sourceHash(ip);
    return this.sql.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_THROTTLE_LOCK_NAMESPACE, accountDigest]);
      const lockout = loginLockout(await this.history(tx, accountDigest, sourceHash, now), now.toISOString());
      if (lockout.locked) return { admitted: false, lockout };
      const { rows } = await tx.query<{ id: string }>(
        'insert into login_failures (account_digest, source_hash, attempted_at) values ($1, $2, $3) returning id',
        [accountDigest, sourceHash, now],
      );
      return { admitted: true, attemptId: rows[0]!.id, sourceHash };
    });
  }

  /**
   * The password was right: this attempt was no failure, and the source's earlier failures stop counting towards
   * its own lockout. They still count towards the account's hourly cap, which bounds guesses from everywhere.
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

  private async history(tx: SqlExecutor, accountDigest: string, sourceHash: string, now: Date) {
    const { rows } = await tx.query<{ source_hash: string; source_cleared: boolean; attempted_at: Date }>(
      `select source_hash, source_cleared, attempted_at from login_failures
       where account_digest = $1 and attempted_at > $2 order by attempted_at desc limit $3`,
      [accountDigest, new Date(now.getTime() - LEDGER_RETENTION_MS), ACCOUNT_FAILED_CHECKS_PER_HOUR],
    );
    const lockoutStart = now.getTime() - LOGIN_LOCKOUT_MINUTES * MINUTE_MS;
    const fromSource = rows.filter((row) => row.source_hash === sourceHash && !row.source_cleared && new Date(row.attempted_at).getTime() > lockoutStart);
    return {
      fromSource: fromSource.map((row) => new Date(row.attempted_at).toISOString()),
      onAccount: rows.map((row) => new Date(row.attempted_at).toISOString()),
    };
  }

  private sourceHash(ip: string): string {
    return createHmac('sha256', this.secret).update(`login-source:${ip}`).digest('base64url');
  }

  /** Rows older than the longest window can never matter again; one delete a minute keeps the table small. */
  private async pruneNowAndThen(now: Date): Promise<void> {
    if (Math.abs(now.getTime() - this.lastPrunedAt) < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = now.getTime();
    await this.sql.query('delete from login_failures where attempted_at < $1', [new Date(now.getTime() - LEDGER_RETENTION_MS)]);
  }
}
