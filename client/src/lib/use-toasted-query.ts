import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describeError } from './api-client';
import { toast } from './toast-store';

/**
 * An admin list or status (TanStack Query) whose failure to load is told in a toast titled
 * `failure` ("Could not load the users"), for screens that stay usable without it.
 */
export function useToastedQuery<T>(
  options: UseQueryOptions<T, Error, T, QueryKey>,
  failure: string,
) {
  const query = useQuery(options);
  const { error } = query;
  useEffect(() => {
    if (error) toast({ title: failure, description: describeError(error), variant: 'destructive' });
  }, [error, failure]);
  return query;
}
