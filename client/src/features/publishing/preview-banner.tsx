import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { paths } from '~/config/paths';

/** Marks the preview unmistakably: this is the admin's working copy, not the live site. */
export function PreviewBanner() {
  return (
    <div
      role="region"
      aria-label="Preview"
      data-testid="preview-banner"
      className="sticky top-0 z-[70] flex flex-wrap items-center justify-center gap-3 bg-amber-400 px-4 py-2 text-sm font-medium text-black"
    >
      <span>
        Preview of your working copy: visitors do not see these changes until you publish.
      </span>
      <Link to={paths.admin.dashboard} className={buttonClasses('outline', 'sm')}>
        Back to admin
      </Link>
    </div>
  );
}
