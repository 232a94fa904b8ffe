import { useCallback, type MouseEvent } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * In-page anchors scroll smoothly (instantly with reduced motion) and move focus to the section,
 * so keyboard and screen-reader users continue from there. The href stays a real fragment link.
 */
export const useScrollToSection = (sectionId: string, onNavigate?: () => void) => {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const section = document.getElementById(sectionId);
      onNavigate?.();
      if (!section) return;
      event.preventDefault();
      section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      section.focus({ preventScroll: true });
    },
    [sectionId, onNavigate, reduceMotion],
  );
};
