export { AttendanceCountsRow } from './attendance-counts';
export { AttendeeTable } from './attendee-table';
export { CheckInList } from './check-in-list';
export { OnlineLinkForm } from './online-link-form';
export * from './registrations-api';
export { useRegistrationTexts } from './registration-texts';
