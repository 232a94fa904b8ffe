import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Lighthouse's accessibility score is built from these axe rules; any violation would cost points.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The axe violations on the page, or within `selector`, once its transitions have ended. */
export async function violationsOf(page: Page, selector?: string) {
  // axe reads colours as painted: an element still fading in has part of its contrast. Spinners never finish.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const axe = new AxeBuilder({ page }).withTags(wcagTags);
  if (selector) axe.include(selector);
  // A preview frame holds the file itself (a PDF the browser draws), not a page of ours.
  const { violations } = await axe.exclude('iframe').analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}
