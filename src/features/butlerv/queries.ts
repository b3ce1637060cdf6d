// The role sync page's queries (route loader and page share them).
import {
  getGetButlervSettingsQueryOptions,
  getGetButlervSyncStateQueryOptions,
  getGetButlervUserSyncStatusQueryOptions,
  getListButlervChatMappingsQueryOptions,
  getListButlervChatServiceRolesQueryOptions,
  getListButlervIngameRolesQueryOptions,
  getListButlervSyncLogQueryOptions,
  getListButlervVoiceMappingsQueryOptions,
  getListButlervVoiceServerGroupsQueryOptions,
} from '../../api/generated/endpoints/butlerv/butlerv';
import { skipOf } from '../../components/views/search-values';
import type { SyncSearch } from './search-params';

export const LOG_PAGE = 25;
export const stateOptions = () => getGetButlervSyncStateQueryOptions();
export const chatMappingsOptions = () => getListButlervChatMappingsQueryOptions();
export const voiceMappingsOptions = () => getListButlervVoiceMappingsQueryOptions();
export const chatRolesOptions = () => getListButlervChatServiceRolesQueryOptions();
export const voiceGroupsOptions = () => getListButlervVoiceServerGroupsQueryOptions();
export const ingameRolesOptions = () => getListButlervIngameRolesQueryOptions();
export const settingsOptions = () => getGetButlervSettingsQueryOptions();
export const userStatusOptions = (userId: number) => getGetButlervUserSyncStatusQueryOptions(userId);
export function syncLogOptions({ service, outcome, page }: SyncSearch) {
  const skip = skipOf(page, LOG_PAGE);
  return getListButlervSyncLogQueryOptions({
    limit: LOG_PAGE,
    ...(skip ? { skip } : {}),
    ...(service ? { service } : {}),
    ...(outcome ? { outcome } : {}),
  });
}
