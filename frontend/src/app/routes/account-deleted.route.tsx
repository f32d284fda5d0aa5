import { useLocation, useSearchParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { AccountDeleted } from '../../features/account-settings/components/account-deleted.js';
import type { AccountDeletedState } from '../../features/account-settings/hooks/use-account-deletion.js';

// The reactivation endpoint sends an expired or unknown link here with this query.
const INVALID_REACTIVATION = 'invalid';

export const AccountDeletedRoute = () => {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as Partial<AccountDeletedState> | null;
  return (
    <CenteredCard>
      <AccountDeleted
        invalidLink={searchParams.get('reactivation') === INVALID_REACTIVATION}
        finalDeletionAt={state?.finalDeletionAt}
      />
    </CenteredCard>
  );
};
