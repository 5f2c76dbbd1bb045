// No zod here: the browser's forms (and the content's file fields) import these lists and numbers
// without loading the validation library. The server judges a file by its bytes (server/src/lib/file-sniff.ts); the browser
// uses the same lists for its file picker's `accept` and its messages, as a courtesy only.

/** The file types the forms take, by what their bytes are. */
export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['.pdf'] },
  png: { mime: 'image/png', label: 'PNG', extensions: ['.png'] },
  jpeg: { mime: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  webp: { mime: 'image/webp', label: 'WebP', extensions: ['.webp'] },
  dwg: { mime: 'image/vnd.dwg', label: 'DWG', extensions: ['.dwg'] },
  dxf: { mime: 'image/vnd.dxf', label: 'DXF', extensions: ['.dxf'] },
  zip: { mime: 'application/zip', label: 'ZIP', extensions: ['.zip'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
    extensions: ['.docx'],
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'XLSX',
    extensions: ['.xlsx'],
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PPTX',
    extensions: ['.pptx'],
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', label: 'ODT', extensions: ['.odt'] },
} as const;
export type FileType = keyof typeof FILE_TYPES;

/** The extensions of the type with this MIME type (a stored attachment's), or none. */
export function extensionsOfMime(mime: string): readonly string[] {
  return Object.values(FILE_TYPES).find((type) => type.mime === mime)?.extensions ?? [];
}

const MB = 1024 * 1024;

/** What one form's file field takes. */
export interface FileRules {
  /** The multipart field the files travel in. */
  field: string;
  /** What the files are, for messages: "Attach your CV". */
  name: string;
  types: readonly FileType[];
  /** Files at most. */
  maxFiles: number;
  /** Bytes of all the field's files together, at most. */
  maxTotalBytes: number;
  /** At least one file. */
  required: boolean;
}

/** A job application's CV: one PDF, DOCX or ODT of at most 10 MB. */
export const CV_RULES: FileRules = {
  field: 'cv',
  name: 'CV',
  types: ['pdf', 'docx', 'odt'],
  maxFiles: 1,
  maxTotalBytes: 10 * MB,
  required: true,
};

/** A quote request's attachments (an RFP, a site plan, drawings): up to 5, 25 MB in all. */
export const QUOTE_ATTACHMENT_RULES: FileRules = {
  field: 'attachments',
  name: 'files',
  types: ['pdf', 'png', 'jpeg', 'webp', 'dwg', 'dxf', 'zip', 'docx', 'xlsx'],
  maxFiles: 5,
  maxTotalBytes: 25 * MB,
  required: false,
};

/** "PDF, DOCX or ODT": the types of a field, for messages. */
export function typeList(types: readonly FileType[]): string {
  const labels = types.map((t) => FILE_TYPES[t].label);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
    : (labels[0] ?? '');
}

/**
 * What is wrong with files chosen for a field, judged by their names and sizes as the browser
 * knows them (the server judges the bytes), or null: a wrong type names the types it takes, so
 * the form says it when the file is picked, not after a long upload. `complete`: the form is
 * being sent, so a required file must be there.
 */
export function fileProblem(
  files: readonly { name: string; size: number }[],
  rules: FileRules,
  { complete = false }: { complete?: boolean } = {},
): string | null {
  if (complete && rules.required && files.length === 0) return `Attach your ${rules.name}`;
  if (files.length > rules.maxFiles) {
    return rules.maxFiles === 1 ? 'Attach one file' : `Attach at most ${rules.maxFiles} files`;
  }
  const extensions = rules.types.flatMap((t) => FILE_TYPES[t].extensions as readonly string[]);
  const wrong = files.find((f) => !extensions.some((e) => f.name.toLowerCase().endsWith(e)));
  if (wrong) return `${wrong.name} is not a ${typeList(rules.types)} file`;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > rules.maxTotalBytes) {
    const one = rules.maxFiles === 1;
    return `${one ? 'The file is' : 'The files are'} larger than ${formatBytes(rules.maxTotalBytes)}${one ? '' : ' together'}`;
  }
  return null;
}

/** The `accept` attribute of a file input for these types. */
export function acceptAttribute(types: readonly FileType[]): string {
  return types.flatMap((t) => [...FILE_TYPES[t].extensions, FILE_TYPES[t].mime]).join(',');
}

/** 1536 -> "1.5 KB", 10485760 -> "10 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** A file name as the server keeps it: at most this many characters. */
export const FILENAME_MAX = 200;
