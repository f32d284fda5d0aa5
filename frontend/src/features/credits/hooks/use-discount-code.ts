import { useCallback, useState } from 'react';

const KEY = 'credits:discount-code';

/** The code the member applied: kept for this tab, so a reload or the trip to the provider and back does not lose it. */
export const useDiscountCode = () => {
  const [code, setCode] = useState<string | null>(() => sessionStorage.getItem(KEY));
  const remember = useCallback((next: string | null) => {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
    setCode(next);
  }, []);
  return [code, remember] as const;
};
