export { EventFacts } from './event-facts';
export { EventList } from './event-list';
export { EventSignUpForm } from './event-sign-up';
