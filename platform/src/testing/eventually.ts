/**
 * Polls `condition` until it holds, else fails naming `what`: consumers, read models, reactors and queues act a moment
 * after the test's own turn. The pause starts short for conditions read from memory and grows to 100 ms, so one that
 * asks the database or the API does not crowd the site it waits for.
 */
export const eventually = async (condition: () => boolean | Promise<boolean>, what = 'the condition', timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (let pauseMs = 5; !(await condition()); pauseMs = Math.min(pauseMs * 2, 100)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
};
