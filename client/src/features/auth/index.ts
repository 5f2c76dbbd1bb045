// The auth feature's public face: other features, pages and app/ import from here, never from
// the files inside (lint checks it), so the session store can change without touching them.
export { adminApi } from './admin-api-client';
export { AuthApiError } from './auth-errors';
export { authorizedUpload, type UploadAnswer } from './authorized-upload';
export { providerLoginUrl, takeProviderOutcome, useIdentityProvider } from './auth-providers';
export { AuthProvider, useAuth, useMayUse } from './auth-provider';
export { MfaRequiredError } from './auth-api';
export { OrDivider, ProviderButton, useProviderOutcome } from './provider-sign-in';
export { SecondFactorForm } from './second-factor-form';
export type { Session } from './session-storage';
export { RequireSession } from './require-session';
export { NotForYourRole, RoleGate } from './role-gate';
