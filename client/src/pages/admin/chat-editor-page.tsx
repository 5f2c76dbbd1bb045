import { Link } from 'react-router';
import { collections } from '@shared/site-content/collections';
import { CHAT_SUGGESTIONS_MAX } from '@shared/site-content/globals/chat';
import { InputField, TextareaField } from '~/components/ui/field';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { TextListField } from '~/features/content-editors/fields';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { useGlobalEditor } from '~/features/content-editors/use-global-editor';
import { useDocumentTitle } from '~/lib/use-document-title';

/**
 * The chat's own words and its switch. What it answers is edited under Chat Answers (and comes
 * from the published services); this page is what it is called and how it greets.
 */
export function ChatEditorPage() {
  useDocumentTitle('Chat');
  const { draft, dirty, errors, set, save, discard } = useGlobalEditor('chat');
  return (
    <>
      <EditorToolbar
        title="Chat"
        badge={<SampleBadge name="chat" value={draft} />}
        description="The chat answers visitors' questions by matching keywords with your answers: its name says what it is, never AI. Changes apply when you save."
        dirty={dirty}
        onDiscard={discard}
        onSave={save}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty) save();
        }}
        className="max-w-3xl space-y-5 rounded-lg border border-border bg-card p-5"
      >
        <div className="flex items-start gap-3">
          <input
            id="chat-enabled"
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
            className="mt-1 h-4 w-4 accent-primary"
            aria-describedby="chat-enabled-hint"
          />
          <div>
            <label htmlFor="chat-enabled" className="text-sm font-medium">
              Show the chat on the site
            </label>
            <p id="chat-enabled-hint" className="text-xs text-muted-foreground">
              Off: no chat button on any page, and none of its code or answers is loaded.
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Name"
            hint="The chat's title and its button's label, e.g. Ask us."
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <InputField
            label="Subtitle"
            hint="One line under the name."
            value={draft.subtitle}
            error={errors.subtitle}
            onChange={(e) => set({ subtitle: e.target.value })}
          />
        </div>
        <TextareaField
          label="Greeting"
          rows={3}
          hint="Its first message. {email} and {phone} are replaced with the contact details of Site Settings."
          value={draft.greeting}
          error={errors.greeting}
          onChange={(e) => set({ greeting: e.target.value })}
        />
        <TextListField
          label="Suggested questions"
          separator={'\n'}
          hint={`One per line, at most ${CHAT_SUGGESTIONS_MAX}: buttons under the greeting.`}
          values={draft.suggestions}
          error={
            errors.suggestions ??
            Object.entries(errors).find(([k]) => k.startsWith('suggestions.'))?.[1]
          }
          onChange={(suggestions) => set({ suggestions })}
        />
        <InputField
          label="Placeholder"
          hint="The hint in the empty question field."
          value={draft.placeholder}
          error={errors.placeholder}
          onChange={(e) => set({ placeholder: e.target.value })}
        />
        <TextareaField
          label="Fallback answer"
          rows={3}
          hint="When no answer matches. {email} and {phone} are filled in too."
          value={draft.fallback}
          error={errors.fallback}
          onChange={(e) => set({ fallback: e.target.value })}
        />
        <p className="text-sm text-muted-foreground">
          The answers themselves:{' '}
          <Link
            to={collections.chatTopics.editor.path}
            className="text-primary underline underline-offset-4"
          >
            {collections.chatTopics.title}
          </Link>
          . A service is answered from its published title and summary unless an answer is linked to
          it; a removed service is never offered.
        </p>
        <button type="submit" hidden />
      </form>
    </>
  );
}
