import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * What a screen has open (an evidence item, a task's comments), which a link opens by naming it in the query
 * (?item=, ?task=). Closing it takes it out of the URL, so a reload does not open it again.
 */
export const useLinkedParam = (name: string) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(name);
  const [openId, setOpenId] = useState<string | null>(linked);
  const [followed, setFollowed] = useState(linked);
  if (linked !== followed) {
    setFollowed(linked);
    if (linked) setOpenId(linked);
  }
  const close = useCallback(() => {
    setOpenId(null);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, setSearchParams]);
  return { openId, open: setOpenId, close };
};
