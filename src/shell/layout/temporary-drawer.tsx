// Drawer mode "temporary": the menu slides over the page and closes after a choice.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { NavList } from '../navigation/side-nav';
import { shellTexts } from '../texts';

export default function TemporaryDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content as="nav" aria-label={shellTexts.mainNav} data-testid="temporary-drawer">
            <Drawer.Header>
              <Drawer.Title>{shellTexts.mainNav}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0">
              <NavList onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={shellTexts.closeDrawer} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
