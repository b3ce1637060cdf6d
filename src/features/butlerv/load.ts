// Route loader of /acp/sync: the state and the tab's data.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import {
  chatMappingsOptions,
  settingsOptions,
  stateOptions,
  syncLogOptions,
  userStatusOptions,
  voiceMappingsOptions,
} from './queries';
import type { SyncSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: SyncSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadSync({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  const tab = deps.tab ?? 'mappings';
  const waits = [prefetchUnlessFailed(queryClient, stateOptions())];
  if (tab === 'log') waits.push(prefetchUnlessFailed(queryClient, syncLogOptions(deps)));
  else if (tab === 'settings') waits.push(prefetchUnlessFailed(queryClient, settingsOptions()));
  else if (tab === 'account') {
    if (deps.user) waits.push(prefetchUnlessFailed(queryClient, userStatusOptions(deps.user)));
  } else if (deps.service === 'voice') waits.push(prefetchUnlessFailed(queryClient, voiceMappingsOptions()));
  else waits.push(prefetchUnlessFailed(queryClient, chatMappingsOptions()));
  if (cause !== 'stay') await Promise.all(waits);
}
