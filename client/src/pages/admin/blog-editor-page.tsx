import { FileText, Trash2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/field';
import { newBlogPost, useSiteData, type BlogPost } from '~/lib/site-data';
import { useUnsavedChanges } from '~/features/admin/unsaved-changes';
import { useDocumentTitle } from '~/features/admin/use-document-title';
import { EditorToolbar } from '~/features/admin/editors/editor-toolbar';
import { ImageField } from '~/features/admin/editors/image-field';
import { saveContent } from '~/features/admin/editors/save-content';
import { freshId, useDraft } from '~/features/admin/editors/use-draft';

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
  const { blogPosts } = useSiteData();
  const { draft, setDraft, dirty, discard } = useDraft(blogPosts);
  useUnsavedChanges(dirty);

  const update = (id: number, patch: Partial<BlogPost>) =>
    setDraft((posts) => posts.map((p) => (p.id === id ? { ...p, ...patch } : p)));

  function add() {
    setDraft((posts) => {
      const now = new Date();
      return [{ ...newBlogPost(now), id: freshId(posts, now.getTime()) }, ...posts];
    });
  }

  return (
    <>
      <EditorToolbar
        title="Blog Posts"
        description="Posts shown in the blog section of the home page. Changes apply when you save."
        dirty={dirty}
        addLabel="Add Post"
        onAdd={add}
        onDiscard={discard}
        onSave={() => saveContent({ blogPosts: draft }, 'Blog posts have been updated')}
      />
      {draft.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-12 text-center">
          <FileText className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No blog posts</p>
          <p className="text-sm text-muted-foreground">
            Add a post with Add Post. The blog section of the home page is empty until you do.
          </p>
        </div>
      ) : (
        <ol aria-label="Blog posts" className="space-y-4">
          {draft.map((post) => (
            <PostEditor
              key={post.id}
              post={post}
              onChange={(patch) => update(post.id, patch)}
              onDelete={() => setDraft((posts) => posts.filter((p) => p.id !== post.id))}
            />
          ))}
        </ol>
      )}
    </>
  );
}
