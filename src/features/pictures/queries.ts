// The gallery's query options (route loader and page share them) and what each change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPictureQueryKey,
  getGetRandomPictureQueryKey,
  getListGalleryPicturesQueryKey,
  getListGalleryPicturesQueryOptions,
  getListMyPicturesQueryKey,
  getListMyPicturesQueryOptions,
  getListPictureReportsQueryKey,
  getListPictureReportsQueryOptions,
} from '../../api/generated/endpoints/pictures/pictures';
import { skipOf } from '../../components/views/search-values';
import type { PicturesSearch } from './search-params';

/** Three rows of four on a wide screen. */
export const PAGE_SIZE = 12;

const paging = (page: number | undefined) => {
  const skip = skipOf(page, PAGE_SIZE);
  return { limit: PAGE_SIZE, ...(skip ? { skip } : {}) };
};

export const galleryOptions = ({ page, q }: PicturesSearch) =>
  getListGalleryPicturesQueryOptions({ ...paging(page), ...(q ? { q } : {}) });

export const myPicturesOptions = ({ page }: PicturesSearch) => getListMyPicturesQueryOptions(paging(page));

export const reportsOptions = ({ page, state }: PicturesSearch) =>
  getListPictureReportsQueryOptions({ ...paging(page), ...(state ? { state } : {}) });

/** Pictures were added or removed: every list, the random one. */
export function picturesChanged(client: QueryClient, removedId?: number) {
  if (removedId !== undefined) client.removeQueries({ queryKey: getGetPictureQueryKey(removedId) });
  return Promise.all(
    [getListGalleryPicturesQueryKey(), getListMyPicturesQueryKey(), getGetRandomPictureQueryKey()].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/** Reports changed (a new one, one closed). */
export const reportsChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListPictureReportsQueryKey() });
