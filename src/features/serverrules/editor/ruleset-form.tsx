// Add a ruleset (title, listed), checked by the contract's validator; what is typed lives in a
// draft (over a reload too) until the ruleset is added.
import { Button, chakra, Checkbox, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAddRuleset } from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleset } from '../../../api/generated/model/serverRuleset';
import { AddRulesetBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { rulesetsChanged } from './queries';

const draft = defineDraft('draft.serverrules.newRuleset', { title: '', listed: true });

export function RulesetForm({ onCreated }: { onCreated: (ruleset: ServerRuleset) => void }) {
  const client = useQueryClient();
  const form = useContractForm({
    schema: AddRulesetBody,
    initial: draft.fallback,
    draft,
    toBody: ({ title, listed }) => ({ title: title.trim(), listed }),
  });
  const add = useAddRuleset({
    mutation: {
      onSuccess: (ruleset) => {
        form.reset();
        onCreated(ruleset);
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) notifier.create({ title: describeError(error), type: 'error' });
      },
      onSettled: () => rulesetsChanged(client),
    },
  });
  return (
    <chakra.form
      noValidate
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p="4"
      onSubmit={form.handleSubmit((data) => add.mutate({ data }))}
    >
      <Text fontWeight="semibold" mb="2">
        {t.newRuleset}
      </Text>
      <HStack align="end" wrap="wrap" gap="3">
        <FormField flex="1" minW="12rem" label={t.rulesetTitle} message={form.message('title')}>
          <Input {...form.input('title')} />
        </FormField>
        <Checkbox.Root
          checked={form.values.listed}
          onCheckedChange={(e) => form.set('listed', e.checked === true)}
          mb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.listed}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" variant="outline" disabled={!form.values.title.trim()} loading={add.isPending}>
          {t.addRuleset}
        </Button>
      </HStack>
    </chakra.form>
  );
}
