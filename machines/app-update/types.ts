export type AppUpdateEvent =
  /** A new version of the app waits to take over, or another tab let it take over (sent by the app). */
  | { type: 'update.ready' }
  /** The person asks for the new version now. */
  | { type: 'update.accept' }
  /** The person keeps working on this version for now. */
  | { type: 'update.dismiss' };
