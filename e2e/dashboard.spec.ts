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

test("the cards follow the framework chosen beside them, and agree with that framework's heat map", async ({
  page,
}) => {
  await signInAsDemo(page);
  const summary = page.getByRole('region', { name: 'Compliance summary' });
  await summary.getByRole('group', { name: 'Framework' }).getByRole('button', { name: 'ISO 27001' }).click();
  await expect(page).toHaveURL(/\/dashboard\?framework=ISO27001$/);
  await expect(summary.getByRole('button', { name: 'ISO 27001', pressed: true })).toBeVisible();
  await expect(summary.getByRole('link', { name: /Controls without owner/ })).toHaveAttribute(
    'href',
    '/controls?framework=ISO27001&filter=unowned',
  );

  await page.reload();
  const critical = summary.getByRole('link', { name: /Critical Issues/ });
  await expect(critical).toHaveAttribute('href', '/compliance?framework=ISO27001&filter=critical');
  const onCard = await critical
    .getByText('Critical Issues', { exact: true })
    .locator('xpath=../following-sibling::p[1]')
    .innerText();

  await critical.click();
  await expect(page).toHaveURL(/\/compliance\?framework=ISO27001&filter=critical$/);
  const heatMapSummary = page.getByRole('region', { name: 'Control summary' });
  await expect(
    heatMapSummary.getByText('Critical', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(onCard);
});
