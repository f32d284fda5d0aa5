import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { InsightsQuery, InsightsView } from '@dating/domain';
import { LAKE_EVERY_SECONDS, type AppConfig } from '@dating/platform';
import { analyticLakeDir, lakeInsights, LakeAnalysis } from '@dating/projections';
import { APP_CONFIG } from '../runtime/tokens.js';

/**
 * The analytic lake as the insights page reads it: DuckDB opened on LAKE_DIR (a volume the projections role writes and
 * every api instance reads) at the first page asked for, then asked one page at a time. It loads the files written
 * since at most as often as the lake grows.
 */
@Injectable()
export class LakeInsights implements OnModuleDestroy {
  #analysis?: LakeAnalysis;
  #refreshedAt = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  insights(query: InsightsQuery): Promise<InsightsView> {
    const answer = this.#queue.then(async () => lakeInsights(await this.#current(), query));
    this.#queue = answer.catch(() => undefined);
    return answer;
  }

  async onModuleDestroy(): Promise<void> {
    await this.#queue;
    this.#analysis?.close();
  }

  /** Called in turn only: the one DuckDB connection runs one statement at a time. */
  async #current(): Promise<LakeAnalysis> {
    const refreshEveryMs = (this.config.lakeEverySeconds ?? LAKE_EVERY_SECONDS.production) * 1_000;
    if (!this.#analysis) {
      this.#analysis = await LakeAnalysis.open(analyticLakeDir(this.config.lakeDir));
      this.#refreshedAt = Date.now();
    } else if (Date.now() - this.#refreshedAt >= refreshEveryMs) {
      await this.#analysis.refresh();
      this.#refreshedAt = Date.now();
    }
    return this.#analysis;
  }
}
