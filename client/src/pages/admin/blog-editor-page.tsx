import { FileText, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/field';
import { newBlogPost } from '@shared/site-content/new-items';
import type { BlogPost } from '~/lib/site-data';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { useDocumentTitle } from '~/features/admin/use-document-title';
import { EditorToolbar } from '~/features/admin/editors/editor-toolbar';
import { ImageField } from '~/features/admin/editors/image-field';
import { saveContent } from '~/features/admin/editors/save-content';
import { EmptyList } from '~/features/admin/editors/empty-list';
import { useListEditor } from '~/features/admin/editors/use-list-editor';

/** The date part (YYYY-MM-DD) of an ISO date, for a date input. */
function dateInputValue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

function PostEditor({
  post,
  onChange,
  onDelete,
}: {
  post: BlogPost;
  onChange: (patch: Partial<BlogPost>) => void;
  onDelete: () => void;
}) {
  return (
    <li
      className="rounded-lg border border-border bg-card p-4 md:p-5"
      data-testid="blog-post-editor"
    >
      <div className="grid gap-5 md:grid-cols-[14rem_1fr]">
        <ImageField
          src={post.imageSrc}
          alt={post.imageAlt}
          shape="wide"
          onChange={(imageSrc) => onChange({ imageSrc })}
        />
        <div className="space-y-4">
          <InputField
            label="Title"
            value={post.title}
            onChange={(e) => onChange({ title: e.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Category"
              value={post.category}
              onChange={(e) => onChange({ category: e.target.value })}
            />
            <InputField
              label="Date"
              type="date"
              value={dateInputValue(post.date)}
              onChange={(e) => {
                if (e.target.value)
                  onChange({ date: new Date(`${e.target.value}T00:00:00.000Z`).toISOString() });
              }}
            />
          </div>
          <InputField
            label="Image description"
            hint="Read aloud by screen readers in place of the image."
            value={post.imageAlt}
            onChange={(e) => onChange({ imageAlt: e.target.value })}
          />
          <TextareaField
            label="Content"
            value={post.content}
            onChange={(e) => onChange({ content: e.target.value })}
          />
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" className="text-destructive" onClick={onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete post
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

export function BlogEditorPage() {
  useDocumentTitle('Blog Posts');
  const { blogPosts } = useWorkingCopy();
  const { items, dirty, discard, add, update, remove } = useListEditor(
    blogPosts,
    newBlogPost,
    'start',
  );

  return (
    <>
      <EditorToolbar
        title="Blog Posts"
        description="Posts shown in the blog section of the home page. Changes apply when you save."
        dirty={dirty}
        addLabel="Add Post"
        onAdd={add}
        onDiscard={discard}
        onSave={() => saveContent({ blogPosts: items }, 'Blog posts have been updated')}
      />
      {items.length === 0 ? (
        <EmptyList icon={FileText} title="No blog posts">
          Add a post with Add Post. The blog section of the home page is empty until you do.
        </EmptyList>
      ) : (
        <ol aria-label="Blog posts" className="space-y-4">
          {items.map((post) => (
            <PostEditor
              key={post.id}
              post={post}
              onChange={(patch) => update(post.id, patch)}
              onDelete={() => remove(post.id)}
            />
          ))}
        </ol>
      )}
    </>
  );
}
