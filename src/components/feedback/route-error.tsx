// The error component of every route: which fallback fits the failure.
// - a page's code did not load after all retries: ChunkError (reload button);
// - a request failed (loader data): PageError (German reason, retry);
// - anything else is a rendering failure: RenderErrorFallback (countdown, redirect).
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isAxiosError } from 'axios';
import { ChunkLoadError } from '../../lib/import-with-retry';
import { ChunkError } from './chunk-error';
import { PageError } from './page-error';
import { RenderErrorFallback } from './render-error-fallback';

export function RouteError(props: ErrorComponentProps) {
  if (props.error instanceof ChunkLoadError) return <ChunkError />;
  if (isAxiosError(props.error)) return <PageError {...props} />;
  return <RenderErrorFallback reset={props.reset} />;
}
