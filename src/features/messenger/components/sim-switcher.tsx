// The SIM cards of the character as a row of toggles (number, name, unread count). Choosing
// one puts it into the phone (selectMessengerSim): the server remembers it as the active SIM,
// so the next visit, another device and the game start with it.
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { selectMessengerSim } from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSim } from '../../../api/generated/model/messengerSim';
import { notifier } from '../../../components/feedback/toaster';
import { ChoiceButton } from '../../../components/ui/choice-button';
import { describeError } from '../../../lib/describe-error';
import { listsChanged } from '../queries';
import { messengerTexts } from '../texts';

const t = messengerTexts.sims;

export function SimSwitcher({
  sims,
  current,
  onPick,
}: {
  sims: readonly MessengerSim[];
  current: number;
  onPick: (id: number) => void;
}) {
  const client = useQueryClient();
  const select = useMutation({
    mutationFn: (sim: MessengerSim) => selectMessengerSim(sim.id),
    onSuccess: (sim) => notifier.create({ title: t.switched(sim.label), type: 'success' }),
    onError: (error) => notifier.create({ title: t.switchFailed, description: describeError(error), type: 'error' }),
    onSettled: () => listsChanged(client),
  });
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t.label} data-testid="sim-switcher">
      {sims.map((sim) => (
        <ChoiceButton
          key={sim.id}
          type="button"
          aria-pressed={sim.id === current}
          disabled={select.isPending}
          onClick={() => {
            if (sim.id === current) return;
            onPick(sim.id);
            select.mutate(sim);
          }}
          h="auto"
          py="2"
        >
          <Smartphone />
          <Box textAlign="start">
            <Text fontWeight="semibold">{sim.label}</Text>
            <Text fontSize="xs" fontFamily="mono">
              {sim.number}
            </Text>
          </Box>
          {sim.unreadCount > 0 ? (
            <Badge colorPalette="red" variant="solid" aria-label={t.unread(sim.unreadCount)}>
              {sim.unreadCount}
            </Badge>
          ) : null}
        </ChoiceButton>
      ))}
    </HStack>
  );
}
