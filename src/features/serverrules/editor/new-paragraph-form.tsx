// Add a paragraph (number and title) to a ruleset, checked by the contract's validator; what is
// typed lives in a draft per ruleset (over a reload too) until the paragraph is added.
import { Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAddRuleParagraph } from '../../../api/generated/endpoints/serverrules/serverrules';
import { AddRuleParagraphBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { paragraphsChanged } from './queries';

const empty = { number: '', title: '' };

export function NewParagraphForm({ rulesetId }: { rulesetId: number }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.serverrules.ruleset.${rulesetId}.paragraph`, empty), [rulesetId]);
  const form = useContractForm({
    schema: AddRuleParagraphBody,
    initial: empty,
    draft,
    toBody: ({ number, title }) => ({ number: number.trim(), title: title.trim() }),
  });
  const add = useAddRuleParagraph({
    mutation: {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (!form.applyServerErrors(error)) notifier.create({ title: describeError(error), type: 'error' });
      },
      onSettled: () => paragraphsChanged(client, rulesetId),
    },
  });
  const { number, title } = form.values;
  return (
    <chakra.form
      noValidate
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p="4"
      onSubmit={form.handleSubmit((data) => add.mutate({ rulesetId, data }))}
    >
      <Text fontWeight="semibold" mb="2">
        {t.newParagraph}
      </Text>
      <HStack align="end" wrap="wrap" gap="2">
        <FormField width="6rem" label={t.number} message={form.message('number')}>
          <Input {...form.input('number')} placeholder="§ 5" />
        </FormField>
        <FormField flex="1" minW="12rem" label={t.paragraphTitle} message={form.message('title')}>
          <Input {...form.input('title')} />
        </FormField>
        <Button type="submit" variant="outline" disabled={!number.trim() || !title.trim()} loading={add.isPending}>
          {t.addParagraph}
        </Button>
      </HStack>
    </chakra.form>
  );
}
