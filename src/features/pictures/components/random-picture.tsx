// A random picture of the gallery, and a button for another one.
import { Box, Button, chakra, Heading, HStack, Text } from '@chakra-ui/react';
import { useGetRandomPicture } from '../../../api/generated/endpoints/pictures/pictures';
import { QueryState } from '../../../components/views/query-state';
import { picturesTexts as t } from '../texts';
import { captionOf } from './picture-grid';

export function RandomPicture({ onOpen }: { onOpen: (id: number) => void }) {
  const random = useGetRandomPicture({ query: { staleTime: Infinity } });
  return (
    <Box
      as="section"
      aria-labelledby="random-picture"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="random-picture"
    >
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading as="h2" size="md" id="random-picture">
          {t.random.heading}
        </Heading>
        <Button size="sm" variant="outline" loading={random.isFetching} onClick={() => void random.refetch()}>
          {t.random.next}
        </Button>
      </HStack>
      <QueryState query={random} pendingMinH="12rem" errorTitle={t.random.empty}>
        {(p) => (
          <chakra.button
            type="button"
            display="block"
            textAlign="start"
            onClick={() => onOpen(p.id)}
            aria-label={t.picture.open(captionOf(p))}
          >
            <chakra.img
              src={p.thumbnailPath}
              alt=""
              htmlWidth={p.width ?? 16}
              htmlHeight={p.height ?? 9}
              w="full"
              maxW="32rem"
              h="auto"
              aspectRatio="16 / 9"
              objectFit="cover"
              borderRadius="md"
              bg="bg.muted"
            />
            <Text mt="1" fontSize="sm">
              {captionOf(p)} · {p.uploader.name}
            </Text>
          </chakra.button>
        )}
      </QueryState>
    </Box>
  );
}
