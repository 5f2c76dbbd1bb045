// The public form of any kind of lead, drawn from its facts: pages and sections place it.
export { LeadForm, type LeadFormProps } from './lead-form';
