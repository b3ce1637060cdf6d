// /pictures: a random picture, the gallery (search, pages), the user's own pictures with the
// upload, and the moderators' reports. One route: view, page, search and the opened picture
// live in the URL (search-params.ts).
import { Grid, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCan } from '../../api/permissions';
import { PageFrame } from '../../components/views/page-frame';
import { SearchBar } from '../../components/views/search-bar';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { PictureDetail } from './components/picture-detail';
import { PictureGrid } from './components/picture-grid';
import { RandomPicture } from './components/random-picture';
import { ReportsView } from './components/reports-view';
import { UploadForm } from './components/upload-form';
import { galleryOptions, myPicturesOptions } from './queries';
import type { PicturesSearch, PicturesView } from './search-params';
import { picturesTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadPictures } from './load';

const playerViews: readonly PicturesView[] = ['gallery', 'mine'];
const moderatorViews: readonly PicturesView[] = ['gallery', 'mine', 'reports'];

export function PicturesPage() {
  const [search, setSearch] = useSearchState<PicturesSearch>();
  const canModerate = useCan('listPictureReports');
  const view = search.view === 'reports' && !canModerate ? 'gallery' : (search.view ?? 'gallery');
  const mine = view === 'mine';
  const list = useQuery({
    ...(mine ? myPicturesOptions(search) : galleryOptions(search)),
    placeholderData: keepPreviousData,
    enabled: view !== 'reports',
  });
  const open = (id: number | undefined) => setSearch({ picture: id }, { replace: true });
  const grid = (
    <PictureGrid
      query={list}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page: page > 1 ? page : undefined, picture: undefined })}
      onOpen={(p) => open(search.picture === p.id ? undefined : p.id)}
      opened={search.picture}
      empty={mine ? t.emptyMine : t.empty}
    />
  );
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5">
        <SegmentedFilter
          label={t.viewsLabel}
          options={canModerate ? moderatorViews : playerViews}
          labels={t.views}
          value={view}
          onChange={(v) =>
            setSearch({
              view: v === 'gallery' ? undefined : v,
              page: undefined,
              q: undefined,
              picture: undefined,
              state: undefined,
            })
          }
        />
        {search.picture && view !== 'reports' ? (
          <PictureDetail id={search.picture} onClose={() => open(undefined)} />
        ) : null}
        {view === 'gallery' ? (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
            <Stack gap="4" minW="0">
              <SearchBar
                label={t.search}
                placeholder={t.searchPlaceholder}
                value={search.q ?? ''}
                onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
              />
              {grid}
            </Stack>
            <RandomPicture onOpen={(id) => open(id)} />
          </Grid>
        ) : null}
        {mine ? (
          <Stack gap="5">
            <UploadForm onUploaded={(p) => setSearch({ page: undefined, picture: p.id })} />
            {grid}
          </Stack>
        ) : null}
        {view === 'reports' ? <ReportsView search={search} setSearch={setSearch} /> : null}
      </Stack>
    </PageFrame>
  );
}
