import { AsyncLocalStorage } from 'node:async_hooks';
import { Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { logPositionSchema, type Checkpoint } from '@dating/domain';
import { compareCheckpoints, type AppConfig } from '@dating/platform';
import type { Request, Response } from 'express';
import { from, Observable, switchMap, tap } from 'rxjs';
import { APP_CONFIG } from '../runtime/tokens.js';
import { ReadModelConsistency } from './read-model-consistency.js';

/**
 * Read your own writes without making the write wait: a command whose answer says all its page needs (a message
 * sent) notes the log position of its events; the answer carries it in this cookie, and a read of a read model that
 * may not hold them yet (the chat list, the conversation) waits until it does. Only that member's next reads wait,
 * and only when they come before the read model has caught up; the write itself answers at once.
 */
export const OWN_WRITE_COOKIE = 'own_write';
// Far longer than a read model takes to catch up: a later read has nothing to wait for.
const OWN_WRITE_SECONDS = 30;

const written = new AsyncLocalStorage<{ checkpoint: Checkpoint | null }>();

/** Called by a command that did not wait for its read models: the answer of an endpoint marked `@NotesOwnWrites` tells the member's next reads. */
export const noteOwnWrite = (checkpoint: Checkpoint): void => {
  const request = written.getStore();
  if (request && (request.checkpoint === null || compareCheckpoints(checkpoint, request.checkpoint) > 0)) request.checkpoint = checkpoint;
};

const READ_MODELS_KEY = Symbol('read models read');
const NOTES_KEY = Symbol('notes own writes');

/** The read models an endpoint reads: it waits until they hold the member's last write that did not wait (see `noteOwnWrite`). */
export const ReadsOwnWrites = (...readModels: readonly string[]) => SetMetadata(READ_MODELS_KEY, readModels);

/** An endpoint whose command answers without waiting for its read models: its answer tells the member's next reads where its events are. */
export const NotesOwnWrites = () => SetMetadata(NOTES_KEY, true);

const ownWriteOf = (request: Request): Checkpoint | null => {
  const parsed = logPositionSchema.safeParse((request.cookies as Record<string, unknown> | undefined)?.[OWN_WRITE_COOKIE]);
  return parsed.success ? parsed.data : null;
};

@Injectable()
export class OwnWritesInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly consistency: ReadModelConsistency,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'publicScheme'>,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const [request, response] = [http.getRequest<Request>(), http.getResponse<Response>()];
    const notes = this.reflector.get<boolean | undefined>(NOTES_KEY, context.getHandler());
    const readModels = this.reflector.get<readonly string[] | undefined>(READ_MODELS_KEY, context.getHandler()) ?? [];
    const after = readModels.length ? ownWriteOf(request) : null;
    // An endpoint may do both: read what the member wrote before, then write without waiting.
    const handle = () => (notes ? this.#noted(response, next) : next.handle());
    return after ? from(this.consistency.waitFor(after, readModels)).pipe(switchMap(handle)) : handle();
  }

  /** Runs the handler with a place for `noteOwnWrite`, and puts what was noted into the answer's cookie. */
  #noted(response: Response, next: CallHandler): Observable<unknown> {
    const own = { checkpoint: null as Checkpoint | null };
    return new Observable<unknown>((subscriber) => written.run(own, () => next.handle().subscribe(subscriber))).pipe(
      tap(() => {
        if (own.checkpoint) response.cookie(OWN_WRITE_COOKIE, own.checkpoint, { httpOnly: true, sameSite: 'lax', secure: this.config.publicScheme === 'https', path: '/api', maxAge: OWN_WRITE_SECONDS * 1000 });
      }),
    );
  }
}
