import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { messagesIn } from '@shared/messages/all-languages';

/** A text of a kind's words in a language's catalogue, by its path (`contact.form.label`). */
export function kindText(tag: string, path: string): string {
  const [kind, ...rest] = path.split('.');
  let node: unknown = (messagesIn(tag, 'leadKinds') as KindsTexts)[kind!];
  for (const key of rest) node = (node as KindsTexts | undefined)?.[key];
  if (typeof node !== 'function') throw new Error(`${tag} has no leadKinds.${path}`);
  return (node as () => string)();
}
