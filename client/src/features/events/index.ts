export { EventFacts } from './event-facts';
export { EventList } from './event-list';
