import { formatBytes, typeList, type FileRules } from '@shared/vocabularies/attachments';
import { FilePicker } from '~/components/ui/file-picker';

/** What the files field's hint says: what to send, then the rules ("up to 5 files (...)"). */
function filesHint(rules: FileRules, what: string | undefined): string {
  const limits =
    rules.maxFiles > 1
      ? `up to ${rules.maxFiles} files (${typeList(rules.types)}), ${formatBytes(rules.maxTotalBytes)} together.`
      : `${typeList(rules.types)}, at most ${formatBytes(rules.maxTotalBytes)}.`;
  return what ? `${what}: ${limits}` : limits.charAt(0).toUpperCase() + limits.slice(1);
}

export interface FilesFieldProps {
  /** The kind's file rules. */
  rules: FileRules;
  label: string;
  /** What to send ("An RFP, site plans or drawings"), before the rules in the hint. */
  what: string | undefined;
  error: string | undefined;
  onChange: () => void;
}

/**
 * A kind's files field: the picker with its rules. The page of a kind with files hands it to
 * the form (LeadForm's `filesField`), so the forms without files (the home page's contact
 * form) do not load the picker and the file types.
 */
export function FilesField({ rules, label, what, error, onChange }: FilesFieldProps) {
  return (
    <FilePicker
      rules={rules}
      label={label}
      hint={filesHint(rules, what)}
      error={error}
      onChange={onChange}
    />
  );
}
