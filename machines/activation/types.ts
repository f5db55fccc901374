export interface ActivationInput {
  uid: string | undefined;
  token: string | undefined;
}

export interface ActivationContext {
  uid: string;
  token: string;
}

export type ActivationEvent = { type: 'activation.activate' };
