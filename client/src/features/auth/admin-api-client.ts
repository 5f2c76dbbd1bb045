import createClient from 'openapi-fetch';
import type { paths as ApiPaths } from '~/lib/api-types.gen';
import { authorizedFetch } from './session-store';

/**
 * The typed API client for the admin endpoints: every request carries the current Bearer token,
 * refreshed first when it is about to expire (see session-store).
 */
export const adminApi = createClient<ApiPaths>({ baseUrl: '', fetch: authorizedFetch });
