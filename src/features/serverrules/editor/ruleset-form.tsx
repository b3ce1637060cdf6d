// Add a ruleset (title, listed).
import { Box, Button, Checkbox, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddRuleset } from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleset } from '../../../api/generated/model/serverRuleset';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { rulesetsChanged } from './queries';

export function RulesetForm({ onCreated }: { onCreated: (ruleset: ServerRuleset) => void }) {
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [listed, setListed] = useState(true);
  const add = useAddRuleset({
    mutation: {
      onSuccess: (ruleset) => {
        setTitle('');
        onCreated(ruleset);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => rulesetsChanged(client),
    },
  });
  return (
    <Box
      as="form"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p="4"
      onSubmit={(e) => {
        e.preventDefault();
        if (title.trim()) add.mutate({ data: { title: title.trim(), listed } });
      }}
    >
      <Text fontWeight="semibold" mb="2">
        {t.newRuleset}
      </Text>
      <HStack align="end" wrap="wrap" gap="3">
        <Field.Root flex="1" minW="12rem">
          <Field.Label>{t.rulesetTitle}</Field.Label>
          <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        </Field.Root>
        <Checkbox.Root checked={listed} onCheckedChange={(e) => setListed(e.checked === true)} mb="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.listed}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" variant="outline" disabled={!title.trim()} loading={add.isPending}>
          {t.addRuleset}
        </Button>
      </HStack>
    </Box>
  );
}
