/** What /signup passes in the navigation state to /activation-email-sent (product §4: "carrying the e-mail"). */
export interface ActivationEmailSentState {
  email?: string;
}
