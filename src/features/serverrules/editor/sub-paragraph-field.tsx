// One sub-paragraph in the editor: its text (a draft until the batch save), a
// "changed" marker, and delete.
import { Badge, Field, HStack, IconButton, Textarea } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ServerRuleSubParagraph } from '../../../api/generated/model/serverRuleSubParagraph';
import { editorTexts as t } from '../texts';
import type { SubDrafts } from './use-sub-drafts';

interface SubParagraphFieldProps {
  sub: ServerRuleSubParagraph;
  paragraphNumber: string;
  drafts: SubDrafts;
  error?: string;
  onDelete: () => void;
}

export function SubParagraphField({ sub, paragraphNumber, drafts, error, onDelete }: SubParagraphFieldProps) {
  const changed = drafts.isChanged(sub);
  return (
    <Field.Root invalid={!!error} data-testid="sub-field" data-changed={changed}>
      <HStack justify="space-between" width="full">
        <Field.Label>
          {t.subLabel(paragraphNumber, sub.number)}
          {changed ? (
            <Badge colorPalette="orange" ms="2">
              {t.changed}
            </Badge>
          ) : null}
        </Field.Label>
        <IconButton size="xs" variant="ghost" aria-label={t.deleteSub(sub.number)} onClick={onDelete}>
          <Trash2 />
        </IconButton>
      </HStack>
      <Textarea
        value={drafts.textOf(sub)}
        autoresize
        borderColor={changed ? 'orange.solid' : undefined}
        onChange={(e) => drafts.set(sub.id, e.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
