import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { commentAnchorId, linkedCommentId } from '@/features/comments/commentAnchor';
import { LINKED_COMMENT_HIGHLIGHT_MS } from '@/features/comments/constants';

/** Scrolls to the comment the URL's hash names once it is on screen, and highlights it for a moment. */
export const useLinkedComment = (commentIds: readonly string[]) => {
  const targetId = linkedCommentId(useLocation().hash);
  const [reached, setReached] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  if (targetId !== null && reached !== targetId && commentIds.includes(targetId)) {
    setReached(targetId);
    setHighlighted(targetId);
  }

  useEffect(() => {
    if (highlighted === null) return;
    // jsdom draws nothing, so has no scrollIntoView.
    document.getElementById(commentAnchorId(highlighted))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    const timer = setTimeout(() => setHighlighted(null), LINKED_COMMENT_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
};
