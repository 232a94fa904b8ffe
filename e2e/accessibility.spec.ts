import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Lighthouse's accessibility score is built from these axe rules; any violation would cost points.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 812 }]) {
  for (const path of ['/', '/founders', '/wishlist', '/login']) {
    test(`${path} at ${viewport.width} px has no accessibility violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);
    });
  }
}
