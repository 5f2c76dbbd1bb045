import { cn } from '~/lib/cn';
import { useSiteFrame } from '~/lib/site-data';

/** The firm's mark (its uploaded logo, or a network node ring), and its name as a wordmark. */
export function Logo({ className }: { className?: string }) {
  const { name, logo } = useSiteFrame();
  return (
    <span
      className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}
    >
      {logo ? (
        <img
          src={logo.src}
          alt=""
          width={32}
          height={32}
          className="h-8 w-auto max-w-24 shrink-0"
        />
      ) : (
        <BuiltInMark />
      )}
      <span className="whitespace-nowrap text-base">{name}</span>
    </span>
  );
}

function BuiltInMark() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      className="shrink-0 text-primary"
    >
      <rect
        x="1"
        y="1"
        width="30"
        height="30"
        rx="8"
        className="fill-primary/10 stroke-primary/40"
      />
      <path
        d="M9 21 16 9l7 12M9 21h14M16 9v7m0 0-7 5m7-5 7 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="9" r="2.2" fill="currentColor" />
      <circle cx="9" cy="21" r="2.2" fill="currentColor" />
      <circle cx="23" cy="21" r="2.2" fill="currentColor" />
      <circle cx="16" cy="16" r="1.8" fill="currentColor" />
    </svg>
  );
}
