// Rename or delete the open ruleset.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteRuleset, useEditRuleset } from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleset } from '../../../api/generated/model/serverRuleset';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { rulesetsChanged } from './queries';

export function RulesetActions({ ruleset, onDeleted }: { ruleset: ServerRuleset; onDeleted: () => void }) {
  const client = useQueryClient();
  const [title, setTitle] = useState(ruleset.title);
  const [confirm, setConfirm] = useState(false);
  const options = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => rulesetsChanged(client, ruleset.id),
  };
  const edit = useEditRuleset({ mutation: { ...options, onSuccess: () => notifier.create({ title: t.done }) } });
  const remove = useDeleteRuleset({ mutation: { ...options, onSuccess: onDeleted } });
  return (
    <HStack align="end" wrap="wrap" gap="2">
      <Field.Root flex="1" minW="12rem" invalid={!title.trim()}>
        <Field.Label>{t.rulesetTitle}</Field.Label>
        <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </Field.Root>
      <Button
        variant="outline"
        disabled={!title.trim() || title === ruleset.title}
        loading={edit.isPending}
        onClick={() => edit.mutate({ rulesetId: ruleset.id, data: { title: title.trim() } })}
      >
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
    </HStack>
  );
}
