// "Zuletzt aktualisiert 21:04:12" while the board is live; a clear notice with "Erneut
// versuchen" when the updates stopped (a failed poll) or wait for the network. Its own
// component: the time changes with every poll, the board only when something changed.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCatchUp } from '../../../lib/use-catch-up';
import { vcadTexts as t } from '../texts';
import { boardOptions } from './live-board';

const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function LiveStatus({ departmentId }: { departmentId: number }) {
  const client = useQueryClient();
  const board = useQuery(boardOptions(client, departmentId));
  // Offline the board says so at once (not only at the next poll) and catches up when back.
  const online = useCatchUp(boardOptions(client, departmentId).queryKey);
  const at = board.dataUpdatedAt ? time.format(board.dataUpdatedAt) : '';
  if (board.isError) {
    return (
      <HStack
        role="alert"
        gap="3"
        wrap="wrap"
        borderWidth="1px"
        borderColor="border.error"
        borderRadius="md"
        px="3"
        py="2"
      >
        <Text color="fg.error">{t.live.stopped(at)}</Text>
        <Button size="xs" variant="outline" onClick={() => void board.refetch()}>
          {t.live.retry}
        </Button>
      </HStack>
    );
  }
  if (!online || board.fetchStatus === 'paused') {
    return (
      <Text role="alert" color="fg.error">
        {t.live.paused}
      </Text>
    );
  }
  return (
    // No live region: a screen reader would read the time every few seconds for hours.
    <Text color="fg.muted" fontSize="sm" data-testid="vcad-updated">
      <Text as="span" color="green.fg" fontWeight="semibold">
        ● {t.live.running}
      </Text>{' '}
      {t.live.updated(at)}
    </Text>
  );
}
