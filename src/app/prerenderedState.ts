import type { RootState } from '@/app/store';

/**
 * A prerendered page carries the store state it was drawn from in a JSON data block: the browser never runs it, so the
 * page's Content-Security-Policy (scripts from 'self' only) holds.
 */
export const prerenderedStateId = 'prerendered-state';

/** `<` is escaped so no value can close the data block early. */
export const prerenderedStateBlock = (state: RootState): string =>
  `<script type="application/json" id="${prerenderedStateId}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

export const readPrerenderedState = (): RootState | undefined => {
  const block = document.getElementById(prerenderedStateId);
  return block?.textContent ? (JSON.parse(block.textContent) as RootState) : undefined;
};
