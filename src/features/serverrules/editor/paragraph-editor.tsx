// One paragraph in the editor: number and title (saved on their own), its
// sub-paragraphs (saved together by the batch), add a sub-paragraph, delete.
import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAddRuleSubParagraph,
  useDeleteRuleParagraph,
  useDeleteRuleSubParagraph,
  useEditRuleParagraph,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleTreeParagraph } from '../../../api/generated/model/serverRuleTreeParagraph';
import { AddRuleSubParagraphBody, EditRuleParagraphBody } from '../../../api/generated/zod/serverrules/serverrules.zod';
import { notifier } from '../../../components/feedback/toaster';
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
  drafts: SubDrafts;
  errors: Record<number, string>;
}

const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });

export function ParagraphEditor({ rulesetId, paragraph, drafts, errors }: Props) {
  const client = useQueryClient();
  const header = useContractForm({
    schema: EditRuleParagraphBody,
    initial: { number: paragraph.number, title: paragraph.title },
    toBody: ({ number, title }) => ({ number: number.trim(), title: title.trim() }),
  });
  const newSub = useContractForm({
    schema: AddRuleSubParagraphBody,
    initial: { text: '' },
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
  const edit = useEditRuleParagraph({ mutation: { ...done, onError: failIn(header) } });
  const remove = useDeleteRuleParagraph({ mutation: done });
  const removeSub = useDeleteRuleSubParagraph({ mutation: subsDone });
  const addSub = useAddRuleSubParagraph({
    mutation: { ...subsDone, onError: failIn(newSub), onSuccess: () => newSub.reset() },
  });
  const { number, title } = header.values;
  const headerChanged = number !== paragraph.number || title !== paragraph.title;

  return (
    <Box as="section" aria-label={`${paragraph.number} ${paragraph.title}`} borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <FormStack
          flexDirection="row"
          alignItems="end"
          flexWrap="wrap"
          gap="2"
          onSubmit={header.handleSubmit((data) => edit.mutate({ paragraphId: paragraph.id, data }))}
        >
          <FormField width="6rem" label={t.number} message={header.message('number')}>
            <Input {...header.input('number')} />
          </FormField>
          <FormField flex="1" minW="12rem" label={t.paragraphTitle} message={header.message('title')}>
            <Input {...header.input('title')} />
          </FormField>
          <Button type="submit" variant="outline" disabled={!headerChanged} loading={edit.isPending}>
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
