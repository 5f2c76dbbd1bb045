import { MessageSquareText } from 'lucide-react';
import { newChatTopic } from '@shared/site-content/new-items';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { TextListField } from '~/features/content-editors/fields';
import { useCollection } from '~/features/content-editors/use-collection';

export function ChatEditorPage() {
  useDocumentTitle('Chat Answers');
  const { content, saved, save, validate } = useCollection(
    'chatTopics',
    'Chat answers have been updated',
  );
  return (
    <CollectionEditor
      title="Chat Answers"
      description={
        <>
          What the chat assistant answers. A message scores 2 for each keyword it contains and 1 for
          each word of a topic's title; the best topic answers (the earlier one on a tie), and a
          message that scores nothing gets the fallback answer. A service without a topic of its own
          is answered from its title and summary. Changes apply when you save.
        </>
      }
      saved={saved}
      create={(now) => newChatTopic(now)}
      addAt="end"
      addLabel="Add Topic"
      itemName="topic"
      itemTitle={(t) => t.title}
      listLabel="Chat topics"
      testId="chat-topic-editor"
      empty={{
        icon: MessageSquareText,
        title: 'No topics',
        text: 'The chat answers services from their titles, and everything else with its fallback answer.',
      }}
      save={save}
      validate={validate}
    >
      {({ item: topic, update, errors }) => (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Title"
              value={topic.title}
              error={errors.title}
              onChange={(e) => update({ title: e.target.value })}
            />
            <SelectField
              label="Answers for the service"
              value={topic.serviceId ?? ''}
              error={errors.serviceId}
              onChange={(e) =>
                update({ serviceId: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">No service</option>
              {content.services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </SelectField>
          </div>
          <TextListField
            label="Keywords"
            hint="Separated by commas. One form of a word is enough (camera also finds cameras); a phrase matches when its words follow each other."
            separator=","
            values={topic.keywords}
            error={errors.keywords}
            onChange={(keywords) => update({ keywords })}
          />
          <TextareaField
            label="Answer"
            hint="{email} and {phone} are replaced with the contact details of Site Settings."
            className="min-h-24"
            value={topic.answer}
            error={errors.answer}
            onChange={(e) => update({ answer: e.target.value })}
          />
        </div>
      )}
    </CollectionEditor>
  );
}
