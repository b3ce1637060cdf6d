// Sets the document title for the page on screen (spec §2: start-up and per page).
import { useEffect } from 'react';

export const TITLE_SUFFIX = 'Your Taste. Your Music.';

export function pageTitle(page?: string): string {
  return page ? `${page} – ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}

export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
