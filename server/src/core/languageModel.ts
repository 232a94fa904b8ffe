import { z } from 'zod';
import { readServerSentEvents } from '@/contracts/eventStream';
import type { LanguageModelConfig } from '../config';

export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LanguageModel = {
  /** The answer's text as the model writes it. Throws LanguageModelError when the endpoint fails or is too slow. */
  stream: (messages: PromptMessage[]) => AsyncGenerator<string>;
};

export class LanguageModelError extends Error {}

/** An answer still being written after this long is abandoned for the offline one. */
export const languageModelTimeoutMs = 60_000;

const chunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })),
});

const describeFailure = async (response: Response) => {
  const body = (await response.text().catch(() => '')).slice(0, 200);
  return `The language model answered ${response.status}${body ? `: ${body}` : ''}`;
};

export const createLanguageModel = (
  config: LanguageModelConfig,
  timeoutMs: number = languageModelTimeoutMs,
): LanguageModel => ({
  async *stream(messages) {
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.2 }),
        signal,
      });
    } catch (error) {
      throw new LanguageModelError(`The language model could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok || !response.body) throw new LanguageModelError(await describeFailure(response));
    try {
      for await (const { data } of readServerSentEvents(response.body)) {
        if (data === '[DONE]') return;
        const parsed = chunk.safeParse(JSON.parse(data));
        if (!parsed.success) throw new LanguageModelError('The language model sent a chunk that is not a completion');
        const text = parsed.data.choices[0]?.delta?.content;
        if (text) yield text;
      }
    } catch (error) {
      if (error instanceof LanguageModelError) throw error;
      throw new LanguageModelError(`The language model's answer broke off: ${(error as Error).message}`);
    }
  },
});
