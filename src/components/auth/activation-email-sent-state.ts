/** What /signup passes in the navigation state to /activation-email-sent (spec §4: "carrying the e-mail"). */
export interface ActivationEmailSentState {
  email?: string;
}
