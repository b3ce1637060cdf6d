// A stale edit (412 or 409: the document changed since the edit began) shown with both versions side by
// side: the saved one (theirs) and the user's (yours). Nothing typed is dropped by the dialog:
// "Meine Fassung speichern" sends the user's text again against the saved version (overwriting
// it), "Gespeicherte Fassung übernehmen" gives up the user's edit for the saved one (the host
// decides what that means for its form), "Weiter bearbeiten" goes back to the form with the text
// as typed. Shared by every versioned document (cases, reports, records, HR files, rulesets,
// rule paragraphs and sub-paragraphs, the admin terms).
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { conflictTexts as t } from './conflict-texts';

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
  onTakeTheirs,
  onBack,
  title = t.title,
  body = t.body,
}: {
  /** The dialog's own wording (a case's, a report's); a general one by default. */
  title?: string;
  body?: string;
  open: boolean;
  /** The version the server has now. */
  version: number;
  rows: readonly ConflictRow[];
  /** "Meine Fassung speichern" is on its way: the buttons wait (never sent twice). */
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onBack: () => void;
}) {
  return (
    <Dialog.Root open={open} role="alertdialog" size="lg" onOpenChange={(e) => (e.open || busy ? undefined : onBack())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Text>{body}</Text>
              <Box overflowX="auto">
                <Box
                  as="table"
                  w="full"
                  fontSize="sm"
                  css={{ '& th, & td': { textAlign: 'start', p: '1', verticalAlign: 'top' } }}
                >
                  <thead>
                    <tr>
                      <th scope="col">
                        <Box as="span" srOnly>
                          {t.field}
                        </Box>
                      </th>
                      <th scope="col">{t.theirs(version)}</th>
                      <th scope="col">{t.yours}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <Box as="tr" key={row.field} bg={row.theirs !== row.yours ? 'bg.warning' : undefined}>
                        <th scope="row">{row.field}</th>
                        <Box as="td" whiteSpace="pre-wrap" overflowWrap="anywhere">
                          {row.theirs || t.empty}
                        </Box>
                        <Box as="td" whiteSpace="pre-wrap" overflowWrap="anywhere">
                          {row.yours || t.empty}
                        </Box>
                      </Box>
                    ))}
                  </tbody>
                </Box>
              </Box>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onBack} disabled={busy}>
                {t.backToEdit}
              </Button>
              <Button variant="outline" onClick={onTakeTheirs} disabled={busy}>
                {t.takeTheirs}
              </Button>
              <Button loading={busy} onClick={onKeepMine}>
                {t.keepMine}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
