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

// Chromium's Issues panel, where Lighthouse's best-practices audit reads CSP violations: one (such as a library
// probing for eval) shows there even when the page works.
for (const path of ['/', '/founders', '/wishlist', '/login']) {
  test(`${path} raises no browser issue under the Content Security Policy`, async ({ page }) => {
    const issues: string[] = [];
    const devTools = await page.context().newCDPSession(page);
    devTools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
    });
    await devTools.send('Audits.enable');
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(issues).toEqual([]);
  });
}

for (const path of ['/', '/founders', '/wishlist', '/login']) {
  test(`${path} arrives drawn, before any script runs, and its scripts take it over without a mismatch`, async ({
    browser,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await withoutScripts.newPage();
    await staticPage.goto(path);
    const heading = (await staticPage.getByRole('heading', { level: 1 }).innerText()).trim();
    expect(heading).not.toBe('');
    await withoutScripts.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(errors).toEqual([]);
    await context.close();
  });
}

for (const [path, routeChunk] of [
  ['/', 'landing'],
  ['/founders', 'founders'],
  ['/wishlist', 'wishlist'],
  ['/login', 'login'],
]) {
  test(`${path} names its own route's scripts beside the app's, and each is fetched once`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const named = await page.locator('script[data-scripts]').getAttribute('data-scripts');
    expect(named?.split(' ')).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${routeChunk}\\.`)));
    expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
    expect(scripts).toEqual(expect.arrayContaining(named!.split(' ')));
  });
}

test('the prerendered landing page, once hydrated, navigates inside the app without reloading', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  await page.getByRole('banner').getByRole('link', { name: 'About Team' }).click();
  await expect(page).toHaveURL(/\/founders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the founders');
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
});
