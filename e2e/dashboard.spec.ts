import { expect, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';

test('on a phone, the framework chart is drawn once scrolled to, and names every framework', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAsDemo(page);
  const card = page.getByRole('region', { name: 'Score by framework' });
  await expect(page.getByRole('region', { name: 'Compliance summary' })).toBeVisible();
  await expect(card.getByRole('img', { name: /^Score by framework:/ })).toHaveCount(0);

  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('img', { name: /^Score by framework:/ })).toBeVisible();
  // A label is one SVG text of as many lines as it needs: read without the line breaks.
  const labels = card.locator('.recharts-xAxis-tick-labels text');
  await expect
    .poll(async () => (await labels.allTextContents()).map((label) => label.replace(/\s/g, '')))
    .toEqual(['SOC2(primary)', 'ISO27001', 'HIPAA', 'GDPR']);
});
