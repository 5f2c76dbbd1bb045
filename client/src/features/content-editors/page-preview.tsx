import { Laptop, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  isPreviewReady,
  PAGE_PREVIEW_CONTENT,
  pagePreviewUrl,
} from '@shared/site-content/page-preview';
import type { SiteData } from '@shared/site-content/schema';
import { Button } from '~/components/ui/button';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { cn } from '~/lib/cn';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

const WIDTHS = { 390: 'w-[390px]', 1280: 'w-[1280px]' } as const;
type Width = keyof typeof WIDTHS;

/** The page at `path` of `content`, in a frame `width` px wide, redrawn as `content` changes. */
function PreviewFrame({ content, path, width }: { content: SiteData; path: string; width: Width }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { preview: t } = useAdminMessages('adminEditors', editorsEnglish);
  const latest = useRef(content);
  latest.current = content;
  useEffect(() => {
    const send = () =>
      frame.current?.contentWindow?.postMessage(
        { type: PAGE_PREVIEW_CONTENT, content: latest.current },
        window.location.origin,
      );
    const onMessage = (event: MessageEvent) => {
      const from = frame.current?.contentWindow;
      if (
        event.origin === window.location.origin &&
        event.source === from &&
        isPreviewReady(event.data)
      )
        send();
    };
    window.addEventListener('message', onMessage);
    send(); // Redraws a frame already open with the content as it is now.
    return () => window.removeEventListener('message', onMessage);
  }, [content]);
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-background">
      <iframe
        ref={frame}
        title={t.frame({ width })}
        src={pagePreviewUrl(path)}
        className={cn('mx-auto block h-[70vh] max-w-none', WIDTHS[width])}
      />
    </div>
  );
}

/**
 * Previews the page being edited, not yet saved, on a phone (390 px) or a laptop (1280 px): the
 * page drawn in a frame of that width, as visitors will see it once published.
 */
export function PagePreview({
  content,
  path,
  name,
}: {
  content: SiteData;
  path: string;
  name: string;
}) {
  const { preview: t } = useAdminMessages('adminEditors', editorsEnglish);
  const [width, setWidth] = useState<Width | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
      <span className="text-sm font-medium">{t.before()}</span>
      <Button variant="outline" size="sm" onClick={() => setWidth(390)}>
        <Smartphone className="h-4 w-4" aria-hidden="true" />
        {t.phone()}
        <span className="sr-only">: {name}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={() => setWidth(1280)}>
        <Laptop className="h-4 w-4" aria-hidden="true" />
        {t.laptop()}
        <span className="sr-only">: {name}</span>
      </Button>
      <ModalDialog
        open={width !== null}
        onClose={() => setWidth(null)}
        title={t.title({ name: name || t.untitled(), width: width ?? '' })}
        description={t.text()}
        className={width === 390 ? 'max-w-[440px]' : 'max-w-[calc(100vw-2rem)]'}
      >
        {width !== null && <PreviewFrame content={content} path={path} width={width} />}
      </ModalDialog>
    </div>
  );
}
