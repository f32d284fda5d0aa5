import { toApiError } from '../../../lib/api-error.js';
import { useAcceptRetentionOfferMutation } from '../api/account-api.js';

/** Takes the discount offered instead of deletion; answers the percentage the server saved, or undefined when it refused. */
export const useRetentionOffer = () => {
  const [acceptRetentionOffer, { isLoading, error }] = useAcceptRetentionOfferMutation();
  const accept = async (): Promise<number | undefined> => {
    const result = await acceptRetentionOffer();
    return result.error ? undefined : result.data.retention_discount.percentage;
  };
  return { accept, busy: isLoading, error: toApiError(error) };
};
