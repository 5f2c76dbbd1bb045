import { FileText } from 'lucide-react';
import { InputField } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { newBlogPost } from '@shared/site-content/new-items';
import type { BlogPost } from '~/lib/site-data';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CollectionEditor } from '~/features/content-editors/collection-editor';
import { MarkdownField, SeoFields, SlugField } from '~/features/content-editors/fields';
import { ImageField } from '~/features/content-editors/image-field';
import { useCollection } from '~/features/content-editors/use-collection';

/** The date part (YYYY-MM-DD) of an ISO date, for a date input. */
function dateInputValue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

const taken = (items: BlogPost[]) => new Set(items.map((p) => p.slug));

export function BlogEditorPage() {
  useDocumentTitle('Blog Posts');
  const { saved, save, validate, follow } = useCollection(
    'blogPosts',
    'Blog posts have been updated',
  );
  return (
    <CollectionEditor
      title="Blog Posts"
      description="Posts of the blog: the newest six on the home page, every one on its own page. Changes apply when you save."
      saved={saved}
      create={(now, items) => newBlogPost(now, taken(items))}
      addAt="start"
      addLabel="Add Post"
      itemName="post"
      itemTitle={(post) => post.title}
      listLabel="Blog posts"
      testId="blog-post-editor"
      empty={{
        icon: FileText,
        title: 'No blog posts',
        text: 'Add a post with Add Post. The blog section of the home page is empty until you do.',
      }}
      save={save}
      validate={validate}
      follow={follow}
    >
      {({ item: post, update, errors }) => (
        <div className="grid gap-5 md:grid-cols-[14rem_1fr]">
          <ImageField
            src={post.imageSrc}
            alt={post.imageAlt}
            shape="wide"
            onChange={(imageSrc) => update({ imageSrc })}
          />
          <div className="space-y-4">
            <InputField
              label="Title"
              value={post.title}
              error={errors.title}
              onChange={(e) => update({ title: e.target.value })}
            />
            <SlugField
              value={post.slug}
              prefix={paths.post('')}
              error={errors.slug}
              onChange={(slug) => update({ slug })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="Category"
                value={post.category}
                error={errors.category}
                onChange={(e) => update({ category: e.target.value })}
              />
              <InputField
                label="Date"
                type="date"
                value={dateInputValue(post.date)}
                error={errors.date}
                onChange={(e) => {
                  if (e.target.value)
                    update({ date: new Date(`${e.target.value}T00:00:00.000Z`).toISOString() });
                }}
              />
            </div>
            <InputField
              label="Image description"
              hint="Read aloud by screen readers in place of the image."
              value={post.imageAlt}
              error={errors.imageAlt}
              onChange={(e) => update({ imageAlt: e.target.value })}
            />
            <MarkdownField
              label="Content"
              value={post.content}
              error={errors.content}
              rows={10}
              onChange={(content) => update({ content })}
            />
            <SeoFields seo={post.seo} errors={errors} onChange={(seo) => update({ seo })} />
          </div>
        </div>
      )}
    </CollectionEditor>
  );
}
