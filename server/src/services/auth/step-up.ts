/** How a step-up was confirmed; recorded with the change it allowed. */
export type StepUp =
  'password' | 'password+otp' | 'password+recovery_code' | 'password+passkey' | 'provider';
