import { Box } from '@chakra-ui/react';
import { useHouseholdScopeActor } from './household-scope-provider';
import { ScopeSwitchers } from './scope-switchers';

/** Above the dashboard, the portfolio and the zakat page: whose gold the page shows (product §13). */
export function ScopeBar() {
  return (
    <Box mb="4" _empty={{ display: 'none' }}>
      <ScopeSwitchers actorRef={useHouseholdScopeActor()} />
    </Box>
  );
}
