import { expect, type Locator, type Page } from '@playwright/test';

// The chat's delays (product spec: the floating button after 2 s, each reply after 1500 ms) pass
// on the page's clock, moved by the test, not in real time. The clock must be installed
// (`page.clock.install()`) before the page loads, and running (these move it; a paused one is
// moved with runFor, as chat.spec.ts does).

/** Moves the clock past the chat button's 2 s once the layout, which starts them, has hydrated. */
export async function passChatButtonDelay(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-layout-hydrated', 'true');
  await page.clock.fastForward(2_100);
}

/**
 * Moves the clock past a reply's 1500 ms once the chat shows it is typing (the reply's timer is
 * set by then: React runs the effects of a key press or a click before it is drawn).
 */
export async function passChatReplyDelay(chat: Locator): Promise<void> {
  await expect(chat.getByText('Typing...')).toBeVisible();
  await chat.page().clock.fastForward(1_600);
}
