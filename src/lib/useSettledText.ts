import { useEffect, useState } from 'react';

/**
 * A text box's own text, handed to `commit` once typing has settled for `delayMs`, so each keystroke is not a
 * request. When the stored text changes elsewhere (Clear filters), the box follows it.
 */
export const useSettledText = (stored: string, commit: (text: string) => void, delayMs: number) => {
  const [text, setText] = useState(stored);
  const [followed, setFollowed] = useState(stored);
  if (stored !== followed) {
    setFollowed(stored);
    setText(stored);
  }

  useEffect(() => {
    if (text === stored) return;
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [commit, delayMs, stored, text]);

  return [text, setText] as const;
};
