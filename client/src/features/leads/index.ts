// What other features use of the inbox: the dashboard's counts.
export { countNewLeads, getFollowUpSummary } from './leads-api';
export { capitalised, listKinds } from './lead-format';
