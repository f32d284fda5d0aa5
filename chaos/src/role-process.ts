import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Role = 'api' | 'projections' | 'workers';

const SITE_ENTRY = fileURLToPath(new URL('../../services/api/dist/main.js', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * One process of the built site in one role, as an orchestrator runs it: started, killed without warning and started
 * again, frozen and let go. Its output goes to `<name>.log` in the run's folder, where the checks read it afterwards.
 */
export class RoleProcess {
  #child: ChildProcess | undefined;
  readonly #log: WriteStream;
  /** Set while the process is frozen: an api process then serves nothing and a worker keeps its jobs locked. */
  paused = false;
  /** Exits nobody asked for (no kill, no stop), each restarted as an orchestrator would: a finding every one. */
  readonly crashes: string[] = [];
  #exitExpected = false;

  constructor(
    readonly name: string,
    readonly role: Role,
    private readonly env: Record<string, string>,
    logDir: string,
    /** The api role's own port (behind the proxy); the other roles answer their probes there (HEALTH_PORT). */
    readonly port: number,
  ) {
    this.#log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [SITE_ENTRY], {
      // PGAPPNAME: PostgreSQL shows which process each session belongs to, for the single-active check.
      env: { ...process.env, ...this.env, ROLES: this.role, PGAPPNAME: this.name, [this.role === 'api' ? 'PORT' : 'HEALTH_PORT']: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.paused = false;
    this.#exitExpected = false;
    child.once('exit', (code, signal) => {
      if (this.#exitExpected || this.#child !== child) return;
      this.crashes.push(`${this.name} exited by itself (${signal ?? `code ${code}`}) at ${new Date().toISOString()}`);
      void this.start().catch((error: unknown) => this.crashes.push(`${this.name} did not start again: ${String(error)}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => this.#log.write(chunk));
    child.stderr!.on('data', (chunk: Buffer) => this.#log.write(chunk));
    await this.#untilReady(child);
  }

  /** A process is in service once its readiness probe says so, as the orchestrator's probe would. */
  async #untilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await fetch(`http://127.0.0.1:${this.port}/health/ready`).then((response) => response.ok, () => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${this.name} did not become ready`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** kill -9: no shutdown hook runs, open transactions and held jobs are left as a crash leaves them. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.#exitExpected = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  pause(): void {
    this.#child?.kill('SIGSTOP');
    this.paused = true;
  }

  resume(): void {
    this.#child?.kill('SIGCONT');
    this.paused = false;
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.#exitExpected = true;
    if (this.paused) this.resume();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  close(): void {
    this.#log.end();
  }
}
