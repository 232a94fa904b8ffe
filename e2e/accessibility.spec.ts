import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';

// Lighthouse's accessibility score is built from these axe rules; any violation would cost points.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const violationsOf = async (page: Parameters<Parameters<typeof test>[2]>[0]['page']) => {
  // axe reads colours as painted: an element still fading in has part of its contrast. Spinners never finish.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
};

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  for (const path of ['/', '/founders', '/wishlist', '/login']) {
    test(`${path} at ${viewport.width} px has no accessibility violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }
}

test('every signed-in screen has no accessibility violations', async ({ page }) => {
  // Nine screens, each loaded and scanned by axe: one test, so it gets the time of several.
  test.setTimeout(120_000);
  await signInAsDemo(page);

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link')).toHaveCount(9);
  const labels = await navigation.getByRole('link').allTextContents();
  for (const label of labels) {
    await navigation.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    expect({ screen: label, violations: await violationsOf(page) }).toEqual({ screen: label, violations: [] });
  }
});
