// A part of a page that loads on demand (React.lazy), with the same retried,
// cache-busting import as whole pages (import-with-retry). For dialogs, editors and
// admin-only sections that most visits never open.
import { lazy, type ComponentType } from 'react';
import { importWithRetry } from './import-with-retry';

export function lazyPart<P extends object, K extends string>(
  importer: () => Promise<{ [key in K]: ComponentType<P> }>,
  exportName: K,
) {
  return lazy(() => importWithRetry(importer).then((m) => ({ default: m[exportName] })));
}
