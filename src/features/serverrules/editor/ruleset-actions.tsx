// Rename or delete the open ruleset. The new title lives in a draft per ruleset (over a reload
// too) until it is saved or the ruleset deleted.
import { Button, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteRuleset, useEditRuleset } from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleset } from '../../../api/generated/model/serverRuleset';
import { EditRulesetBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { rulesetsChanged } from './queries';

export function RulesetActions({ ruleset, onDeleted }: { ruleset: ServerRuleset; onDeleted: () => void }) {
  const client = useQueryClient();
  // The title is checked by the contract's validator (no maxLength: it would cut a paste silently).
  const initial = { title: ruleset.title };
  const form = useContractForm({
    schema: EditRulesetBody,
    initial,
    draft: useServerDraft(`draft.serverrules.rulesetTitle.${ruleset.id}`, initial),
    toBody: ({ title }) => ({ title: title.trim() }),
  });
  const { title } = form.values;
  const [confirm, setConfirm] = useState(false);
  const options = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => rulesetsChanged(client, ruleset.id),
  };
  const edit = useEditRuleset({
    mutation: {
      ...options,
      onError: (error: unknown) => form.applyServerErrors(error) || options.onError(error),
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.done });
      },
    },
  });
  const remove = useDeleteRuleset({
    mutation: {
      ...options,
      onSuccess: () => {
        form.reset();
        onDeleted();
      },
    },
  });
  return (
    <FormStack
      flexDirection="row"
      alignItems="end"
      flexWrap="wrap"
      gap="2"
      onSubmit={form.handleSubmit((data) => edit.mutate({ rulesetId: ruleset.id, data }))}
    >
      <FormField flex="1" minW="12rem" label={t.rulesetTitle} message={form.message('title')}>
        <Input {...form.input('title')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={title === ruleset.title} loading={edit.isPending}>
        {t.renameRuleset}
      </Button>
      <Button variant="ghost" colorPalette="red" onClick={() => setConfirm(true)}>
        {t.deleteRuleset}
      </Button>
      <ConfirmDialog
        open={confirm}
        title={t.confirmDeleteRuleset(ruleset.title)}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          remove.mutate({ rulesetId: ruleset.id });
        }}
      />
    </FormStack>
  );
}
