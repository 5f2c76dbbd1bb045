import { Link } from 'react-router';
import { collections } from '@shared/site-content/collections';
import { CHAT_SUGGESTIONS_MAX } from '@shared/site-content/globals/chat';
import { InputField, TextareaField } from '~/components/ui/field';
import { EditorToolbar } from '~/features/content-editors/editor-toolbar';
import { TextListField } from '~/features/content-editors/fields';
import { SampleBadge } from '~/features/content-editors/sample-badge';
import { useGlobalEditor } from '~/features/content-editors/use-global-editor';
import { useDocumentTitle } from '~/lib/use-document-title';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * The chat's own words and its switch. What it answers is edited under Chat Answers (and comes
 * from the published services); this page is what it is called and how it greets.
 */
export function ChatEditorPage() {
  const { chat: t } = useAdminMessages('adminEditors', editorsEnglish);
  useDocumentTitle(t.title());
  const { draft, dirty, errors, set, save, discard } = useGlobalEditor('chat');
  return (
    <>
      <EditorToolbar
        title={t.title()}
        badge={<SampleBadge name="chat" value={draft} />}
        description={t.description()}
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
              {t.enabled()}
            </label>
            <p id="chat-enabled-hint" className="text-xs text-muted-foreground">
              {t.enabledHint()}
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t.name()}
            hint={t.nameHint()}
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <InputField
            label={t.subtitle()}
            hint={t.subtitleHint()}
            value={draft.subtitle}
            error={errors.subtitle}
            onChange={(e) => set({ subtitle: e.target.value })}
          />
        </div>
        <TextareaField
          label={t.greeting()}
          rows={3}
          hint={t.greetingHint()}
          value={draft.greeting}
          error={errors.greeting}
          onChange={(e) => set({ greeting: e.target.value })}
        />
        <TextListField
          label={t.suggestions()}
          separator={'\n'}
          hint={t.suggestionsHint({ max: CHAT_SUGGESTIONS_MAX })}
          values={draft.suggestions}
          error={
            errors.suggestions ??
            Object.entries(errors).find(([k]) => k.startsWith('suggestions.'))?.[1]
          }
          onChange={(suggestions) => set({ suggestions })}
        />
        <InputField
          label={t.placeholder()}
          hint={t.placeholderHint()}
          value={draft.placeholder}
          error={errors.placeholder}
          onChange={(e) => set({ placeholder: e.target.value })}
        />
        <TextareaField
          label={t.fallback()}
          rows={3}
          hint={t.fallbackHint()}
          value={draft.fallback}
          error={errors.fallback}
          onChange={(e) => set({ fallback: e.target.value })}
        />
        <p className="text-sm text-muted-foreground">
          {t.answers()}{' '}
          <Link
            to={collections.chatTopics.editor.path}
            className="text-primary underline underline-offset-4"
          >
            {collections.chatTopics.title}
          </Link>
          {t.answersRest()}
        </p>
        <button type="submit" hidden />
      </form>
    </>
  );
}
