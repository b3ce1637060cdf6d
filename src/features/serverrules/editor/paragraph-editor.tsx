// One paragraph in the editor: number and title (saved on their own), its
// sub-paragraphs (saved together by the batch), add a sub-paragraph, delete.
import { Box, Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAddRuleSubParagraph,
  useDeleteRuleParagraph,
  useDeleteRuleSubParagraph,
  useEditRuleParagraph,
} from '../../../api/generated/endpoints/serverrules/serverrules';
import type { ServerRuleTreeParagraph } from '../../../api/generated/model/serverRuleTreeParagraph';
import { notifier } from '../../../components/feedback/toaster';
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
  const [number, setNumber] = useState(paragraph.number);
  const [title, setTitle] = useState(paragraph.title);
  const [newText, setNewText] = useState('');
  const [confirm, setConfirm] = useState<{ kind: 'paragraph' } | { kind: 'sub'; id: number; number: string } | null>(
    null,
  );
  const done = { onError: fail, onSettled: () => paragraphsChanged(client, rulesetId) };
  const subsDone = { onError: fail, onSettled: () => subParagraphsChanged(client, rulesetId, [paragraph.id]) };
  const edit = useEditRuleParagraph({ mutation: done });
  const remove = useDeleteRuleParagraph({ mutation: done });
  const removeSub = useDeleteRuleSubParagraph({ mutation: subsDone });
  const addSub = useAddRuleSubParagraph({ mutation: { ...subsDone, onSuccess: () => setNewText('') } });
  const headerChanged = number !== paragraph.number || title !== paragraph.title;

  return (
    <Box as="section" aria-label={`${paragraph.number} ${paragraph.title}`} borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <HStack align="end" wrap="wrap" gap="2">
          <Field.Root width="6rem" invalid={!number.trim()}>
            <Field.Label>{t.number}</Field.Label>
            <Input value={number} maxLength={16} onChange={(e) => setNumber(e.target.value)} />
          </Field.Root>
          <Field.Root flex="1" minW="12rem" invalid={!title.trim()}>
            <Field.Label>{t.paragraphTitle}</Field.Label>
            <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </Field.Root>
          <Button
            variant="outline"
            disabled={!headerChanged || !number.trim() || !title.trim()}
            loading={edit.isPending}
            onClick={() =>
              edit.mutate({ paragraphId: paragraph.id, data: { number: number.trim(), title: title.trim() } })
            }
          >
            {t.saveParagraph}
          </Button>
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirm({ kind: 'paragraph' })}>
            {t.deleteParagraph}
          </Button>
        </HStack>
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
        <Stack
          as="form"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            if (newText.trim()) addSub.mutate({ paragraphId: paragraph.id, data: { text: newText.trim() } });
          }}
        >
          <Field.Root>
            <Field.Label>{t.newSub}</Field.Label>
            <Textarea value={newText} rows={2} onChange={(e) => setNewText(e.target.value)} />
          </Field.Root>
          <Box>
            <Button type="submit" size="sm" variant="outline" disabled={!newText.trim()} loading={addSub.isPending}>
              {t.addSub}
            </Button>
          </Box>
        </Stack>
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
