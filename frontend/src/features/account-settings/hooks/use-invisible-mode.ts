import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api-error.js';
import { useSetInvisibleModeMutation } from '../api/account-api.js';

/**
 * Invisible mode as the member last chose it: the choice shows at once and stays until the
 * refreshed user view agrees, so the switch does not jump back while the user is reloaded.
 */
export const useInvisibleMode = (invisible: boolean) => {
  const [setInvisibleMode, { isLoading, error }] = useSetInvisibleModeMutation();
  const [chosen, setChosen] = useState<boolean>();

  useEffect(() => {
    if (chosen === invisible) setChosen(undefined);
  }, [chosen, invisible]);

  const choose = async (value: boolean): Promise<boolean> => {
    setChosen(value);
    const result = await setInvisibleMode(value);
    if (result.error) setChosen(undefined);
    return !result.error;
  };
  return { invisible: chosen ?? invisible, choose, busy: isLoading, error: toApiError(error) };
};
