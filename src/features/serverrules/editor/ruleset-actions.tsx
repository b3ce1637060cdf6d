// Rename or delete the open ruleset. The new title lives in a draft per ruleset (over a reload
// too) until it is saved or the ruleset deleted. The rename sends the version it started from
// (If-Match); a 412 (saved elsewhere meanwhile) opens the conflict dialog with both titles.
import { Button, Input } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import {
  getGetRulesetQueryOptions,
  useDeleteRuleset,
  useEditRuleset,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleset } from '../../../api/generated/model/serverRuleset';
import { EditRulesetBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog } from '../../../components/form/conflict-dialog';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { rulesetsChanged } from './queries';

type TitleValues = { title: string; base: string };
/** The form's values from a ruleset: its title and the version an edit of it builds on. */
const valuesOf = (r: ServerRuleset): TitleValues => ({ title: r.title, base: String(r.version) });

export function RulesetActions({ ruleset, onDeleted }: { ruleset: ServerRuleset; onDeleted: () => void }) {
  const client = useQueryClient();
  // The ruleset the title edit starts from: it follows the server while nothing is typed and is
  // held while the user edits, so a change saved elsewhere neither replaces the typed title (the
  // draft's key stays) nor moves If-Match on silently (the save meets a 412 and the dialog).
  const [start, setStart] = useState(ruleset);
  const initial = valuesOf(start);
  // The title is checked by the contract's validator (no maxLength: it would cut a paste silently).
  const form = useContractForm({
    schema: EditRulesetBody,
    initial,
    draft: useServerDraft(`draft.serverrules.rulesetTitle.${ruleset.id}`, initial),
    toBody: ({ title }: TitleValues) => ({ title: title.trim() }),
  });
  const { title, base } = form.values;
  const edited = title !== start.title;
  // Following the server is adjusting state to new props: done while rendering, not in an effect.
  if (!edited && (ruleset.version !== start.version || ruleset.title !== start.title)) setStart(ruleset);
  const [confirm, setConfirm] = useState(false);
  const [theirs, setTheirs] = useState<ServerRuleset | null>(null);
  const [resending, setResending] = useState(false);
  const options = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => rulesetsChanged(client, ruleset.id),
  };
  const edit = useEditRuleset({
    mutation: {
      ...options,
      onError: async (error: unknown) => {
        if (isAxiosError(error) && error.response?.status === 412) {
          try {
            return setTheirs(await client.fetchQuery({ ...getGetRulesetQueryOptions(ruleset.id), staleTime: 0 }));
          } catch (again) {
            return options.onError(again);
          }
        }
        setTheirs(null);
        return form.applyServerErrors(error) || options.onError(error);
      },
      onSuccess: (saved) => {
        setTheirs(null);
        form.reset();
        setStart(saved);
        notifier.create({ title: t.done });
      },
      onSettled: () => {
        setResending(false);
        return options.onSettled();
      },
    },
  });
  const send = (data: { title: string }, version: string) =>
    edit.mutate({ rulesetId: ruleset.id, data, headers: version ? { 'If-Match': `"${version}"` } : {} });
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
      onSubmit={form.handleSubmit((data) => send(data, base))}
    >
      <FormField flex="1" minW="12rem" label={t.rulesetTitle} message={form.message('title')}>
        <Input {...form.input('title')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={!edited} loading={edit.isPending && !theirs && !resending}>
        {t.renameRuleset}
      </Button>
      <Button variant="ghost" colorPalette="red" onClick={() => setConfirm(true)}>
        {t.deleteRuleset}
      </Button>
      {theirs ? (
        <ConflictDialog
          open
          title={t.rulesetConflict}
          version={theirs.version}
          rows={[{ field: t.rulesetTitle, theirs: theirs.title, yours: title.trim() }]}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            form.set('base', String(theirs.version));
            send({ title: title.trim() }, String(theirs.version));
          }}
          onTakeTheirs={() => {
            // The typed title is given up: its draft goes, the form shows the saved title.
            setTheirs(null);
            form.reset();
            setStart(theirs);
          }}
          onBack={() => {
            // Merged by hand: the next save is against the saved version.
            form.set('base', String(theirs.version));
            setTheirs(null);
          }}
        />
      ) : null}
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
