// The workspace's own side drawer: the views the team offers, folded to icons by a button
// whose state is kept in vComDrawerState (an officer who folds it keeps the room for the file).
import { Box, Button, IconButton, Stack } from '@chakra-ui/react';
import {
  CalendarDays,
  CarFront,
  Clock,
  FileText,
  FolderOpen,
  Gavel,
  Globe,
  IdCard,
  PanelLeftClose,
  PanelLeftOpen,
  ReceiptText,
  Scale,
  Settings2,
  Stethoscope,
  UserLock,
  Users,
} from 'lucide-react';
import { vComDrawerStateKey } from '../../../lib/vcom-drawer-key';
import { useStored } from '../../../lib/use-stored';
import type { VcomView } from '../search-params';
import { vcomStaffViews, vcomTexts as t } from '../texts';

const icons = {
  citizens: Users,
  tickets: ReceiptText,
  cases: FolderOpen,
  orders: Gavel,
  arrests: UserLock,
  patients: Stethoscope,
  court: Scale,
  hr: IdCard,
  times: Clock,
  calendar: CalendarDays,
  website: Globe,
  reports: FileText,
  registers: CarFront,
  admin: Settings2,
} as const satisfies Record<VcomView, unknown>;

const names = { ...t.views, ...t.caseViews, ...vcomStaffViews } satisfies Record<VcomView, string>;

export function VcomDrawer({
  views,
  current,
  onView,
}: {
  views: readonly VcomView[];
  current: VcomView;
  onView: (view: VcomView) => void;
}) {
  const [open, setOpen] = useStored(vComDrawerStateKey);
  return (
    <Box as="nav" aria-label={t.drawer.label} borderEndWidth="1px" pe="2" flexShrink={0} w={open ? '13rem' : '3.5rem'}>
      <IconButton
        variant="ghost"
        size="sm"
        mb="2"
        aria-label={open ? t.drawer.close : t.drawer.open}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? <PanelLeftClose /> : <PanelLeftOpen />}
      </IconButton>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {views.map((view) => {
          const Icon = icons[view];
          return (
            <li key={view}>
              <Button
                variant={current === view ? 'subtle' : 'ghost'}
                justifyContent="start"
                w="full"
                aria-current={current === view ? 'page' : undefined}
                aria-label={open ? undefined : names[view]}
                title={names[view]}
                onClick={() => onView(view)}
              >
                <Icon aria-hidden />
                {open ? names[view] : null}
              </Button>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
