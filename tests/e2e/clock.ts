/** Playwright's clock in a page (`page.clock.install()` before it loads): for tests that move the page's time by hand. */
import type { Page } from 'playwright-core'

/**
 * Stops the page's clock, a second ahead of where it is (what falls due in that second fires): from here on its
 * timers fire only when the test moves the clock (`page.clock.runFor`).
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

/** Resolves once the page has run the tasks queued so far, such as React committing what a timer changed. */
export function queuedTasksRun(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}
