import { expect, test } from '@playwright/test';
import { signInAsDemo } from './demoAccount';

test('a critical control found from the dashboard leads to remediation help in SecuroBot', async ({
  page,
}, testInfo) => {
  await signInAsDemo(page);
  const summary = page.getByRole('region', { name: 'Compliance summary' });
  await expect(summary.getByText('Compliance Score')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

  await summary.getByRole('link', { name: /Critical Issues/ }).click();
  await expect(page).toHaveURL(/\/compliance\?framework=SOC2&filter=critical$/);
  await expect(page.getByRole('button', { name: 'Critical', pressed: true })).toBeVisible();
  const tiles = page.locator('[data-status]');
  await expect(tiles.first()).toBeVisible();
  const statuses = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));
  expect(new Set(statuses)).toEqual(new Set(['critical']));
  await page.screenshot({ path: testInfo.outputPath('heat-map-critical.png'), fullPage: true });

  const tile = tiles.first();
  const controlId = (await tile.innerText()).split(/\s/)[0];
  await tile.click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(controlId);
  await expect(details.getByText('Last check')).toBeVisible();
  // The issue's first line; the next says what raised it.
  const [firstIssue] = (await details.getByRole('listitem').first().innerText()).trim().split('\n');
  await details.getByRole('button', { name: 'View Remediation Steps' }).click();

  await expect(page).toHaveURL(/\/assistant$/);
  const input = page.getByRole('textbox', { name: 'Message SecuroBot' });
  await expect(input).toHaveValue(new RegExp(`SOC 2 ${controlId.replace('.', '\\.')} \\(`));
  const prefill = await input.inputValue();
  expect(prefill).toContain(firstIssue);
  expect(prefill).not.toContain('[object Object]');
  await page.screenshot({ path: testInfo.outputPath('assistant-prefilled.png'), fullPage: true });
});

test('switching framework shows that framework and its own summary', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/compliance');
  await page.getByRole('combobox', { name: 'Framework' }).click();
  await page.getByRole('option', { name: /ISO 27001/ }).click();
  await expect(page).toHaveURL(/framework=ISO27001/);
  await expect(page.getByRole('button', { name: /^A\.5\.1 / })).toBeVisible();
  // ISO 27001:2022 is clauses 4 to 10 and Annex A; the demo excludes one Annex A control with its justification.
  const summary = page.getByRole('region', { name: 'Control summary' });
  await expect(summary.getByText('Total Controls').locator('xpath=following-sibling::*[1]')).toHaveText('122');
});
