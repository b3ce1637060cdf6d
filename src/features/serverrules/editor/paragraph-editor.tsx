// One paragraph in the editor: number and title (saved on their own, with the version they were
// read at as If-Match; a 412 opens the conflict dialog), its sub-paragraphs (saved together by
// the batch), add a sub-paragraph, delete. Header and new sub-paragraph keep drafts.
import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  getGetRuleParagraphQueryOptions,
  useAddRuleSubParagraph,
  useDeleteRuleParagraph,
  useDeleteRuleSubParagraph,
  useEditRuleParagraph,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleParagraph } from '../../../api/generated/model/serverRuleParagraph';
import type { ServerRuleTreeParagraph } from '../../../api/generated/model/serverRuleTreeParagraph';
import { AddRuleSubParagraphBody, EditRuleParagraphBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog } from '../../../components/form/conflict-dialog';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';
import { paragraphsChanged, subParagraphsChanged } from './queries';
import { SubParagraphField } from './sub-paragraph-field';
import type { SubDrafts } from './use-sub-drafts';

interface Props {
  rulesetId: number;
  paragraph: ServerRuleTreeParagraph;
  /** The paragraph's version (the tree has none: from the ruleset's paragraph list), once loaded. */
  version?: number;
  drafts: SubDrafts;
  errors: Record<number, string>;
}

const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });

type Header = { number: string; title: string; version: number | undefined };
type HeaderValues = { number: string; title: string; base: string };
const headerValues = (h: Header): HeaderValues => ({
  number: h.number,
  title: h.title,
  base: h.version === undefined ? '' : String(h.version),
});

export function ParagraphEditor({ rulesetId, paragraph, version, drafts, errors }: Props) {
  const client = useQueryClient();
  // Number and title as the header edit starts from: they follow the server while nothing is
  // typed and are held while the user edits, so a change saved elsewhere neither replaces what
  // was typed (the draft's key stays) nor moves If-Match on silently (the save meets a 412).
  const server: Header = { number: paragraph.number, title: paragraph.title, version };
  const [start, setStart] = useState<Header>(server);
  const initial = headerValues(start);
  const header = useContractForm({
    schema: EditRuleParagraphBody,
    initial,
    draft: useServerDraft(`draft.serverrules.paragraph.${paragraph.id}`, initial),
    toBody: ({ number, title }: HeaderValues) => ({ number: number.trim(), title: title.trim() }),
  });
  const { number, title, base } = header.values;
  const headerChanged = number !== start.number || title !== start.title;
  const moved = server.number !== start.number || server.title !== start.title || server.version !== start.version;
  // Following the server is adjusting state to new props: done while rendering, not in an effect.
  if (!headerChanged && moved) setStart(server);
  const [theirs, setTheirs] = useState<ServerRuleParagraph | null>(null);
  const [resending, setResending] = useState(false);
  const newSubDraft = useMemo(
    () => defineDraft(`draft.serverrules.paragraph.${paragraph.id}.newSub`, { text: '' }),
    [paragraph.id],
  );
  const newSub = useContractForm({
    schema: AddRuleSubParagraphBody,
    initial: { text: '' },
    draft: newSubDraft,
    toBody: ({ text }) => ({ text: text.trim() }),
    messages: { text: { required: t.textRequired } },
  });
  const [confirm, setConfirm] = useState<{ kind: 'paragraph' } | { kind: 'sub'; id: number; number: string } | null>(
    null,
  );
  const done = { onError: fail, onSettled: () => paragraphsChanged(client, rulesetId) };
  // A 422 goes under its field; anything else is a toast.
  const failIn = (form: { applyServerErrors: (e: unknown) => boolean }) => (error: unknown) =>
    form.applyServerErrors(error) ? undefined : fail(error);
  const subsDone = { onError: fail, onSettled: () => subParagraphsChanged(client, rulesetId, [paragraph.id]) };
  const edit = useEditRuleParagraph({
    mutation: {
      onError: async (error) => {
        if (isAxiosError(error) && error.response?.status === 412) {
          try {
            return setTheirs(
              await client.fetchQuery({ ...getGetRuleParagraphQueryOptions(paragraph.id), staleTime: 0 }),
            );
          } catch (again) {
            return fail(again);
          }
        }
        setTheirs(null);
        failIn(header)(error);
      },
      onSuccess: (saved) => {
        setTheirs(null);
        header.reset();
        setStart({ number: saved.number, title: saved.title, version: saved.version });
      },
      onSettled: () => {
        setResending(false);
        return done.onSettled();
      },
    },
  });
  const sendHeader = (data: { number: string; title: string }, at: string) =>
    edit.mutate({ paragraphId: paragraph.id, data, headers: at ? { 'If-Match': `"${at}"` } : {} });
  const remove = useDeleteRuleParagraph({ mutation: done });
  const removeSub = useDeleteRuleSubParagraph({ mutation: subsDone });
  const addSub = useAddRuleSubParagraph({
    mutation: { ...subsDone, onError: failIn(newSub), onSuccess: () => newSub.reset() },
  });

  return (
    <Box as="section" aria-label={`${paragraph.number} ${paragraph.title}`} borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <FormStack
          flexDirection="row"
          alignItems="end"
          flexWrap="wrap"
          gap="2"
          onSubmit={header.handleSubmit((data) =>
            sendHeader(data, base || (version === undefined ? '' : String(version))),
          )}
        >
          <FormField width="6rem" label={t.number} message={header.message('number')}>
            <Input {...header.input('number')} />
          </FormField>
          <FormField flex="1" minW="12rem" label={t.paragraphTitle} message={header.message('title')}>
            <Input {...header.input('title')} />
          </FormField>
          <Button
            type="submit"
            variant="outline"
            disabled={!headerChanged}
            loading={edit.isPending && !theirs && !resending}
          >
            {t.saveParagraph}
          </Button>
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirm({ kind: 'paragraph' })}>
            {t.deleteParagraph}
          </Button>
        </FormStack>
        {paragraph.subParagraphs.map((sub) => (
          <SubParagraphField
            key={sub.id}
            sub={sub}
            paragraphNumber={paragraph.number}
            drafts={drafts}
            error={errors[sub.id]}
            onDelete={() => setConfirm({ kind: 'sub', id: sub.id, number: sub.number })}
          />
        ))}
        <FormStack gap="2" onSubmit={newSub.handleSubmit((data) => addSub.mutate({ paragraphId: paragraph.id, data }))}>
          <FormField label={t.newSub} message={newSub.message('text')}>
            <Textarea {...newSub.input('text')} rows={2} />
          </FormField>
          <Box>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={!newSub.values.text.trim()}
              loading={addSub.isPending}
            >
              {t.addSub}
            </Button>
          </Box>
        </FormStack>
      </Stack>
      {theirs ? (
        <ConflictDialog
          open
          title={t.paragraphConflict}
          version={theirs.version}
          rows={[
            { field: t.number, theirs: theirs.number, yours: number.trim() },
            { field: t.paragraphTitle, theirs: theirs.title, yours: title.trim() },
          ]}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            header.set('base', String(theirs.version));
            sendHeader({ number: number.trim(), title: title.trim() }, String(theirs.version));
          }}
          onTakeTheirs={() => {
            // What was typed is given up: its draft goes, the form shows the saved header.
            setTheirs(null);
            header.reset();
            setStart({ number: theirs.number, title: theirs.title, version: theirs.version });
          }}
          onBack={() => {
            // Merged by hand: the next save is against the saved version.
            header.set('base', String(theirs.version));
            setTheirs(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm?.kind === 'sub' ? t.confirmDeleteSub(confirm.number) : t.confirmDeleteParagraph(paragraph.number)
        }
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'sub') removeSub.mutate({ subParagraphId: confirm.id });
          else remove.mutate({ paragraphId: paragraph.id });
          setConfirm(null);
        }}
      />
    </Box>
  );
}
