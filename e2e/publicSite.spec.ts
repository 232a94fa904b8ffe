import { expect, test } from '@playwright/test';

test('a link followed from the bottom of the landing page opens the next page at its top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Team' }).click();
  await expect(page).toHaveURL(/\/founders$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ['/', '/founders', '/wishlist', '/login']) {
  test(`${path} fits a 375 px wide phone without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
