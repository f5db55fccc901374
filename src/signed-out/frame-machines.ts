import { createMachine, fromCallback } from 'xstate';

/**
 * The signed-in frame's actors (the household scope, the notifications, the scope's reports to the app) as the light
 * entry holds them (./main.tsx): idle stand-ins, which the light build puts in place of theirs
 * (scripts/vite-signed-out.ts). The app machine invokes them only while a signed-in page is shown (ADR 030), which a
 * signed-out form never is: the light entry hands the page to the app, whose system binds the real ones
 * (src/app/system/live-app.ts), before that.
 */
const heldByTheApp = createMachine({ id: 'signedInFrameInTheApp' });

export const householdScopeMachine = heldByTheApp;
export const notificationsMachine = heldByTheApp;
export const scopeReports = fromCallback(() => undefined);
