// /settings: the signed-in account (or a sign-in link), theme (with dark variants), drawer mode,
// icon animation, reset.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { getGetAcpRightsQueryKey } from '../../api/generated/start/session';
import { toaster } from '../../components/feedback/toaster';
import { removeAllStored } from '../../lib/storage';
import { useStored } from '../../lib/use-stored';
import { usePageTitle } from '../../lib/use-page-title';
import { libraryKeys } from '../../music/library/library-keys';
import { AccountSection } from './account-section';
import { ChoiceGroup } from './choice-group';
import {
  drawerStateKey,
  iconAnimationKey,
  selectedDrawerKey,
  selectedThemeKey,
  shellKeys,
  type DrawerMode,
} from './keys';
import { settingsTexts as t } from './texts';

export function SettingsPage() {
  usePageTitle(t.title);
  const queryClient = useQueryClient();
  const [theme, setTheme] = useStored(selectedThemeKey);
  const [drawer, setDrawer] = useStored(selectedDrawerKey);
  const [animation, setAnimation] = useStored(iconAnimationKey);
  const [, setDrawerOpen] = useStored(drawerStateKey);

  // A new mode starts at rest: the permanent list open, the temporary drawer closed, so
  // choosing "Temporär" never throws the drawer over this page.
  const changeDrawerMode = (mode: DrawerMode) => {
    setDrawerOpen(mode === 'permanent');
    setDrawer(mode);
  };

  const reset = () => {
    removeAllStored([...shellKeys, ...libraryKeys]);
    // acpRights is re-stored from the server for a signed-in user.
    void queryClient.invalidateQueries({ queryKey: getGetAcpRightsQueryKey() });
    toaster.create({ title: t.resetDone, type: 'success' });
  };

  return (
    <Box p={{ base: '4', md: '8' }} maxW="48rem">
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t.intro}
      </Text>
      <Stack gap="8">
        <ChoiceGroup label={t.theme} value={theme} options={t.themes} onChange={setTheme} testId="theme-choice" />
        <ChoiceGroup
          label={t.drawer}
          value={drawer}
          options={t.drawerModes}
          onChange={changeDrawerMode}
          testId="drawer-choice"
        />
        <ChoiceGroup
          label={t.iconAnimation}
          value={animation}
          options={t.iconAnimations}
          onChange={setAnimation}
          testId="animation-choice"
        />
        <Box>
          <Heading as="h2" size="md" mb="2">
            {t.resetTitle}
          </Heading>
          <Text mb="3">{t.resetBody}</Text>
          <Button variant="outline" colorPalette="red" onClick={reset}>
            <RotateCcw aria-hidden /> {t.reset}
          </Button>
        </Box>
        {/* Last: it appears once the session has answered, and below the settings it moves nothing (CLS). */}
        <AccountSection />
      </Stack>
    </Box>
  );
}
