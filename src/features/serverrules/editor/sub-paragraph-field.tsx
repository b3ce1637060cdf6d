// One sub-paragraph in the editor: its text (a draft until the batch save), a
// "changed" marker, and delete.
import { Badge, Field, HStack, IconButton, Textarea } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ServerRuleSubParagraph } from '../../../api/generated/model/serverRuleSubParagraph';
import { FieldMessage } from '../../../components/form/form-field';
import { editorTexts as t } from '../texts';
import type { SubDrafts } from './use-sub-drafts';

interface SubParagraphFieldProps {
  sub: ServerRuleSubParagraph;
  paragraphNumber: string;
  drafts: SubDrafts;
  /** Set after a save attempt: every message of this field shows (a too long text shows anyway). */
  error?: string;
  onDelete: () => void;
}

export function SubParagraphField({ sub, paragraphNumber, drafts, error, onDelete }: SubParagraphFieldProps) {
  const changed = drafts.isChanged(sub);
  // Computed from the current text, so the message goes as soon as the text is valid.
  const message = drafts.messageOf(sub, !!error);
  return (
    <Field.Root invalid={!!message} data-testid="sub-field" data-changed={changed}>
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
      <FieldMessage message={message} />
    </Field.Root>
  );
}
