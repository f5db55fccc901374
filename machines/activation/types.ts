import type { UserMessage } from '../shared/api-failure';

export interface ActivationInput {
  uid: string | undefined;
  token: string | undefined;
}

export interface ActivationContext {
  uid: string;
  token: string;
  result: UserMessage | null;
}

export type ActivationEvent = { type: 'activation.activate' };
