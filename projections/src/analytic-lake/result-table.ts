import type { QueryResult } from './lake-analysis.js';

const NULL = '·';

const shown = (value: unknown): string => (value === null || value === undefined ? NULL : typeof value === 'object' ? JSON.stringify(value) : String(value));
const numeric = (value: unknown): boolean => typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));

/** A query's result as a text table for a terminal: numbers to the right, null as `·`, and the row count below. */
export const resultTable = ({ columns, rows }: QueryResult): string => {
  const cells = rows.map((row) => row.map(shown));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((row) => row[index]!.length)));
  const line = (values: readonly string[], rightAligned: (index: number) => boolean) =>
    values.map((value, index) => (rightAligned(index) ? value.padStart(widths[index]!) : value.padEnd(widths[index]!))).join(' │ ').trimEnd();
  const rightAligned = (index: number) => rows.length > 0 && rows.every((row) => row[index] === null || numeric(row[index]));
  return [
    line(columns, rightAligned),
    widths.map((width) => '─'.repeat(width)).join('─┼─'),
    ...cells.map((row) => line(row, rightAligned)),
    `(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`,
  ].join('\n');
};
