// A stale edit (412: the case changed since it was read) shown with both versions side by side:
// the saved one (theirs) and the officer's (yours). Nothing of the officer's text is dropped:
// "Meine Fassung speichern" sends it again against the saved version, "Weiter bearbeiten" goes
// back to the form with the text as typed.
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { vcomTexts } from '../texts';

const t = vcomTexts.caseEdit;

export interface ConflictRow {
  field: string;
  theirs: string;
  yours: string;
}

export function ConflictDialog({
  open,
  version,
  rows,
  busy,
  onKeepMine,
  onBack,
  title = t.conflictTitle,
  body = t.conflictBody,
}: {
  /** The dialog's own wording (a report's conflict); a case's by default. */
  title?: string;
  body?: string;
  open: boolean;
  version: number;
  rows: readonly ConflictRow[];
  busy: boolean;
  onKeepMine: () => void;
  onBack: () => void;
}) {
  return (
    <Dialog.Root open={open} role="alertdialog" size="lg" onOpenChange={(e) => (e.open ? undefined : onBack())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Text>{body}</Text>
              <Box
                as="table"
                w="full"
                fontSize="sm"
                css={{ '& th, & td': { textAlign: 'start', p: '1', verticalAlign: 'top' } }}
              >
                <thead>
                  <tr>
                    <th scope="col" />
                    <th scope="col">{t.theirs(version)}</th>
                    <th scope="col">{t.yours}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <Box as="tr" key={row.field} bg={row.theirs !== row.yours ? 'bg.warning' : undefined}>
                      <th scope="row">{row.field}</th>
                      <Box as="td" whiteSpace="pre-wrap">
                        {row.theirs || t.empty}
                      </Box>
                      <Box as="td" whiteSpace="pre-wrap">
                        {row.yours || t.empty}
                      </Box>
                    </Box>
                  ))}
                </tbody>
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onBack}>
                {t.backToEdit}
              </Button>
              <Button loading={busy} onClick={onKeepMine}>
                {t.keepMine}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.closeDialog} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
