export { EventFacts, eventKindLabel } from './event-facts';
export { EventList } from './event-list';
