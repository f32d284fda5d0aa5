import { createHash } from 'node:crypto';

/**
 * The name to prepare a statement built at run time under (`QueryOptions.preparedAs`): one per distinct text, so each
 * of its shapes is parsed and planned once per connection and no two texts ever claim the same name.
 */
export const preparedNameOf = (prefix: string, text: string): string => `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
