// A page of pictures as a grid of thumbnails: each a button that opens the picture. The images
// load lazily with their width and height (aspect ratio held), so nothing jumps as they arrive.
import { chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Picture } from '../../../api/generated/model/picture';
import type { PicturePage } from '../../../api/generated/model/picturePage';
import { Pager } from '../../../components/views/pager';
import { QueryState, type QueryLike } from '../../../components/views/query-state';
import { picturesTexts as t } from '../texts';

interface Props {
  query: QueryLike<PicturePage> & { isFetching?: boolean };
  page: number;
  onPage: (page: number) => void;
  onOpen: (picture: Picture) => void;
  opened?: number;
  empty: string;
}

export const captionOf = (p: Picture) => p.caption ?? t.picture.untitled;

export function PictureGrid({ query, page, onPage, onOpen, opened, empty }: Props) {
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={empty} emptyTestId="pictures-empty">
      {(data) => (
        <Stack gap="4">
          <SimpleGrid
            as="ul"
            columns={{ base: 2, md: 3, xl: 4 }}
            gap="3"
            listStyleType="none"
            aria-label={t.list}
            aria-busy={query.isFetching ?? false}
          >
            {data.items.map((p) => (
              <li key={p.id}>
                <chakra.button
                  type="button"
                  display="block"
                  width="full"
                  borderRadius="md"
                  overflow="hidden"
                  bg="bg.muted"
                  focusRing="outside"
                  aria-pressed={opened === p.id}
                  aria-label={t.picture.open(captionOf(p))}
                  data-testid="picture-thumb"
                  onClick={() => onOpen(p)}
                >
                  <chakra.img
                    src={p.thumbnailPath}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    htmlWidth={p.width ?? 4}
                    htmlHeight={p.height ?? 3}
                    display="block"
                    w="full"
                    h="auto"
                    aspectRatio="4 / 3"
                    objectFit="cover"
                  />
                </chakra.button>
              </li>
            ))}
          </SimpleGrid>
          <Pager page={page} pageSize={data.page.limit} total={data.page.total} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}
