import { expect, test } from '@playwright/test';
import { violationsOf } from './axe';
import { signInAsDemo } from './demoAccount';

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
  // Fifteen screens, each loaded and scanned by axe: one test, so it gets the time of several.
  test.setTimeout(180_000);
  await signInAsDemo(page);

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link')).toHaveCount(15);
  const labels = await navigation.getByRole('link').allTextContents();
  for (const label of labels) {
    await navigation.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    expect({ screen: label, violations: await violationsOf(page) }).toEqual({ screen: label, violations: [] });
  }
});
