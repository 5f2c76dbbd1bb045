// The public form of any kind of lead, drawn from its facts: pages and sections place it.
// Its files field (./files-field) is imported from its own file by the pages of kinds with
// files: re-exported here, the form's chunk would load it for every form.
export { LeadForm, type LeadFormProps } from './lead-form';
