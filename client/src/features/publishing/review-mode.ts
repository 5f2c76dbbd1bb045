import { useQuery } from '@tanstack/react-query';
import { mayReview, REVIEW } from '@shared/vocabularies/roles';
import { useAuth, useMayUse } from '~/features/auth';
import { listReviews } from './reviews-api';

/**
 * Whether review is on (REQUIRE_REVIEW, read from the reviews list), whether this account's
 * publish asks for a review, and whether it approves others'.
 */
export function useReviewMode() {
  const user = useAuth().user;
  const direct = useMayUse(REVIEW.publishesDirectly);
  const query = useQuery({ queryKey: ['reviews'], queryFn: () => listReviews() });
  const required = query.data?.require_review ?? false;
  return { required, asksForReview: required && !direct, reviews: mayReview(user), query };
}
