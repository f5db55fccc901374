import type { ActorRefFrom } from 'xstate';
import type { dashboardMachine } from '@machines/dashboard/dashboard.machine';

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;
