import type { Messages } from '@shared/messages/catalogues';
import english from '@shared/messages/compiled/en/formFiles.js';
import { formatBytes, typeList, type FileRules } from '@shared/vocabularies/attachments';
import { FilePicker } from '~/components/ui/file-picker';
import { useMessages } from '~/lib/messages';

/** What the files field's hint says: what to send, then the rules ("up to 5 files (...)"). */
function filesHint(t: Messages['formFiles'], rules: FileRules, what: string | undefined): string {
  const types = typeList(rules.types);
  const size = formatBytes(rules.maxTotalBytes);
  const limits =
    rules.maxFiles > 1
      ? t.filesMany({ count: rules.maxFiles, types, size })
      : t.filesOne({ types, size });
  return what ? t.filesWhat({ what, limits }) : limits.charAt(0).toUpperCase() + limits.slice(1);
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
  const t = useMessages('formFiles', english);
  return (
    <FilePicker
      rules={rules}
      label={label}
      hint={filesHint(t, rules, what)}
      error={error}
      onChange={onChange}
    />
  );
}
