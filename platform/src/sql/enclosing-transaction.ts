import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqlExecutor } from './sql.port.js';

interface TransactionScope {
  readonly tx: SqlExecutor;
  open: boolean;
}

/**
 * Remembers, for one port, which of its transactions runs further up the current async call chain. A transaction
 * counts as ended once its work has settled, even for callbacks it left behind (a timer set inside it).
 */
export const enclosingTransactions = () => {
  const scopes = new AsyncLocalStorage<TransactionScope>();
  return {
    run: async <T>(tx: SqlExecutor, work: (tx: SqlExecutor) => Promise<T>): Promise<T> => {
      const scope: TransactionScope = { tx, open: true };
      try {
        return await scopes.run(scope, () => work(tx));
      } finally {
        scope.open = false;
      }
    },
    current: (): SqlExecutor | undefined => {
      const scope = scopes.getStore();
      return scope?.open ? scope.tx : undefined;
    },
  };
};
