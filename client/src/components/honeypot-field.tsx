import { HONEYPOT_NAME } from '~/lib/submission';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) that spam bots fill in. The server stores such submissions as spam.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
