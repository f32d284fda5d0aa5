import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { InsightsQuery, InsightsView } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import { analyticLakeDir, lakeInsights, LakeAnalysis } from '@dating/projections';
import { APP_CONFIG } from '../runtime/tokens.js';

/**
 * The analytic lake as the insights page reads it: DuckDB opened once on LAKE_DIR (a volume the projections role
 * writes and every api instance reads), asked one page at a time. Its views find the files added since at each query;
 * one opened on a lake without files yet is opened again, as the lake may have some by now.
 */
@Injectable()
export class LakeInsights implements OnModuleDestroy {
  #analysis?: Promise<{ analysis: LakeAnalysis; empty: boolean }>;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  insights(query: InsightsQuery): Promise<InsightsView> {
    const answer = this.#queue.then(async () => lakeInsights(await this.#open(), query));
    this.#queue = answer.catch(() => undefined);
    return answer;
  }

  async onModuleDestroy(): Promise<void> {
    (await this.#analysis?.catch(() => undefined))?.analysis.close();
  }

  async #open(): Promise<LakeAnalysis> {
    const opened = await this.#analysis?.catch(() => undefined);
    if (opened && !opened.empty) return opened.analysis;
    opened?.analysis.close();
    this.#analysis = LakeAnalysis.open(analyticLakeDir(this.config.lakeDir)).then(async (analysis) => ({
      analysis,
      empty: (await analysis.query('select count(*) as files from (select 1 from events limit 1)')).rows[0]?.[0] === '0',
    }));
    return (await this.#analysis).analysis;
  }
}
