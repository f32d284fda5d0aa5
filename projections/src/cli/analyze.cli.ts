import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadLakeDir } from '@dating/platform';
import { analyticLakeDir } from '../analytic-lake/analytic-lake.consumer.js';
import { LakeAnalysis } from '../analytic-lake/lake-analysis.js';
import { K_ANONYMITY, READY_VIEW_NAMES } from '../analytic-lake/lake-views.js';
import { resultTable } from '../analytic-lake/result-table.js';

const USAGE = 'usage: npm run analyze [-- "<sql>" | -- --file <query.sql>] [--csv <out.csv>] [--lake <LAKE_DIR>]';

const HELP = [
  `Views: events (every row of the lake), ${READY_VIEW_NAMES.join(', ')}.`,
  `Figures counting fewer than ${K_ANONYMITY} members are null in the counting views.`,
  'End a statement with ";". ".refresh" loads the files the lake gained since, ".help" shows this, ".quit" (or Ctrl-D) leaves.',
].join('\n');

const printFailure = (error: unknown) => console.error(error instanceof Error ? error.message : String(error));

/** Reads statements from the terminal until `.quit`, printing each result; a failing statement or refresh prints its error and the prompt goes on. */
const prompt = async (analysis: LakeAnalysis) => {
  console.log(`Analytic lake (DuckDB). ${HELP}`);
  const terminal = createInterface({ input: process.stdin, output: process.stdout, prompt: 'lake> ' });
  let statement = '';
  terminal.prompt();
  for await (const line of terminal) {
    const command = line.trim();
    if (!statement && (command === '.quit' || command === '.exit')) break;
    if (!statement && command === '.help') console.log(HELP);
    else if (!statement && command === '.refresh') await analysis.refresh().then((loaded) => console.log(`${loaded} new files loaded`), printFailure);
    else if (command) {
      statement += `${line}\n`;
      if (command.endsWith(';')) {
        await analysis.query(statement).then((result) => console.log(resultTable(result)), printFailure);
        statement = '';
      }
    }
    terminal.setPrompt(statement ? '   ...> ' : 'lake> ');
    terminal.prompt();
  }
  terminal.close();
};

/**
 * `npm run analyze`: an SQL prompt on the analytic lake. `-- "<sql>"` or `-- --file query.sql` runs that and prints the
 * result as a table, or with `--csv out.csv` writes it as CSV.
 */
const main = async () => {
  const { values, positionals } = parseArgs({
    options: { file: { type: 'string' }, csv: { type: 'string' }, lake: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length > 1 || (positionals.length === 1 && values.file) || (values.csv && !positionals.length && !values.file)) {
    console.error(USAGE);
    process.exit(2);
  }
  const sql = values.file ? await readFile(values.file, 'utf8') : positionals[0];
  const analysis = await LakeAnalysis.open(analyticLakeDir(values.lake ?? loadLakeDir()));
  try {
    if (sql === undefined) return await prompt(analysis);
    if (values.csv) {
      await analysis.writeCsv(sql, values.csv);
      console.error(`written to ${values.csv}`);
    } else console.log(resultTable(await analysis.query(sql)));
  } finally {
    analysis.close();
  }
};

main().catch((error: unknown) => {
  // A mistyped query or option is the usual failure: its message, not a stack.
  printFailure(error);
  process.exit(1);
});
