import { nicheAudience, type Niche } from '@dating/domain';
import { useSearchMembersQuery } from '../../../lib/shared-endpoints.js';
import type { ProfileCard } from '../../../types/profiles.js';

/**
 * The members a lander shows: the newest of the niche the ad promised who have an approved photo (on a live site the
 * newest accounts mostly have none yet, and a lander sells faces). Undefined while they load; none where the
 * site lets no visitor browse (the lander then makes its case without faces).
 */
export const useLanderProfiles = (niche: Niche): ProfileCard[] | undefined => {
  const { data, isError } = useSearchMembersQuery({ ...nicheAudience(niche), order: 'newest', photo: 'with', page: 1 });
  return isError ? [] : data?.results;
};
