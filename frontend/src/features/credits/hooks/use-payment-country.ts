import { useCallback, useState } from 'react';

const KEY = 'credits:payment-country';

/** Spec app state paymentCountry: the country the member pays as, when it is not the one they live in. */
export const usePaymentCountry = () => {
  const [country, setCountry] = useState<string | undefined>(() => sessionStorage.getItem(KEY) ?? undefined);
  const choose = useCallback((next: string) => {
    sessionStorage.setItem(KEY, next);
    setCountry(next);
  }, []);
  return [country, choose] as const;
};
