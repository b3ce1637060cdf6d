// The account's characters (auth area, contract part 1): read-only overview.
import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { useListAuthCharacters } from '../../api/generated/endpoints/auth/auth';
import { QueryError } from '../../components/feedback/query-error';
import { profileTexts as t } from './texts';

export function CharacterList() {
  const { data, error, isPending, refetch } = useListAuthCharacters();
  if (isPending) return <Text color="fg.muted">{t.charactersLoading}</Text>;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!data.items.length) return <Text color="fg.muted">{t.charactersEmpty}</Text>;
  return (
    <List.Root variant="plain" gap="2" data-testid="characters">
      {data.items.map((character) => (
        <List.Item key={character.id}>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{character.name.replace('_', ' ')}</Text>
            {character.job ? <Text color="fg.muted">{character.job}</Text> : null}
            {character.active ? <Badge colorPalette="brand">{t.characterActive}</Badge> : null}
            {character.blocked ? <Badge colorPalette="red">{t.characterBlocked}</Badge> : null}
            {character.visible ? null : <Badge variant="outline">{t.characterHidden}</Badge>}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
