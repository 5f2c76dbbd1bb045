import { Signpost } from 'lucide-react';
import { draftSiteDataSchema, type Redirect } from '@shared/schemas/site-content';
import { newRedirect } from '@shared/site-content/new-items';
import { redirectIssues } from '@shared/site-content/redirects';
import { InputField } from '~/components/ui/field';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { listErrors } from '~/features/content-editors/field-errors';
import { useCollection } from '~/features/content-editors/use-collection';

export function RedirectsEditorPage() {
  useDocumentTitle('Redirects');
  const { content, saved, save } = useCollection('redirects', 'Redirects have been updated');
  // The schema's checks, and those that need the pages: a redirect hiding a page, loops (the
  // server refuses both at publish with the same messages).
  const check = (items: Redirect[]) =>
    listErrors(
      draftSiteDataSchema.shape.redirects,
      items,
      redirectIssues({ ...content, redirects: items }).map(({ path, message }) => ({
        index: path[1] as number,
        field: String(path[2]),
        message,
      })),
    );
  return (
    <CollectionEditor
      title="Redirects"
      description={
        <>
          Old addresses that lead to new ones (301). Publishing adds one by itself when a page's
          address changes or a page is removed (to its section of the home page); add your own for
          addresses of an old website. Changes apply when you save.
        </>
      }
      saved={saved}
      create={(now) => newRedirect(now)}
      addAt="start"
      addLabel="Add Redirect"
      itemName="redirect"
      itemTitle={(r) => `${r.from} → ${r.to}`}
      listLabel="Redirects"
      testId="redirect-editor"
      empty={{
        icon: Signpost,
        title: 'No redirects',
        text: 'Publishing adds them by itself when a page’s address changes or a page is removed.',
      }}
      save={save}
      validate={check}
    >
      {({ item: redirect, update, errors }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="From"
            hint="An address of this site, such as /old-page."
            spellCheck={false}
            value={redirect.from}
            error={errors.from}
            onChange={(e) => update({ from: e.target.value })}
          />
          <InputField
            label="To"
            hint="A page of this site, such as /services/wireless-systems or /#contact."
            spellCheck={false}
            value={redirect.to}
            error={errors.to}
            onChange={(e) => update({ to: e.target.value })}
          />
        </div>
      )}
    </CollectionEditor>
  );
}
