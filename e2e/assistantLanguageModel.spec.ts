import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Api, launchApi, stopApi } from '../__tests__/server/helpers/apiProcess';
import { type FakeLanguageModel, startFakeLanguageModel } from '../__tests__/server/helpers/fakeLanguageModel';
import { demoAccount, submitSignIn } from './demoAccount';

// A server of its own, pointed at a local fake of an OpenAI-compatible endpoint (LLM_URL): the suite's shared server
// answers offline.
test.describe('SecuroBot with a language model', () => {
  let fake: FakeLanguageModel | undefined;
  let dataDir: string | undefined;
  let api: Api | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeLanguageModel();
    dataDir = mkdtempSync(path.join(tmpdir(), 'securo-e2e-llm-'));
    api = await launchApi(`file:${path.join(dataDir, 'securo.db')}`, dataDir, {
      LLM_URL: fake.url,
      LLM_MODEL: 'llama3.1',
    });
    await api.listening;
  });

  test.afterAll(async () => {
    try {
      if (api) await stopApi(api);
    } finally {
      await fake?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("streams the model's answer into the chat as it is written, with the retrieved sources", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    if (!api || !fake) throw new Error('set-up failed');
    let release = () => {};
    fake.behave({
      kind: 'answer',
      pieces: [
        'CC7.4 is critical in your latest SOC 2 assessment. ',
        'Run an incident response exercise this quarter.',
      ],
      holdAfterFirst: new Promise<void>((resolve) => (release = resolve)),
    });
    await page.goto(`${api.origin}/login`);
    await submitSignIn(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${api.origin}/assistant`);

    const conversation = page.getByRole('list', { name: 'SecuroBot conversation' });
    const input = page.getByRole('textbox', { name: 'Message SecuroBot' });
    await input.fill('Our auditor is asking about CC7.4 — what is our status?');
    await input.press('Enter');
    const answer = conversation.getByRole('listitem', { name: 'SecuroBot message' }).last();
    await expect(answer).toHaveText('CC7.4 is critical in your latest SOC 2 assessment.');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(answer.getByRole('button', { name: 'Copy response' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('assistant-streaming.png'), fullPage: true });

    release();
    const written =
      'CC7.4 is critical in your latest SOC 2 assessment. Run an incident response exercise this quarter.';
    await expect(answer.locator('p').first()).toHaveText(written);
    await expect(answer.getByRole('link', { name: /^CC7\.4 / })).toHaveAttribute(
      'href',
      '/compliance?framework=SOC2&control=CC7.4',
    );
    await expect(answer.getByRole('button', { name: 'Copy response' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('assistant-streamed.png'), fullPage: true });
    expect(fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain('SOC 2 CC7.4');

    await page.reload();
    await expect(conversation.getByText(written)).toBeVisible();
  });
});
