// The signed-in account on /settings (issue 29: "settings show the real account"): account name,
// e-mail and the active character, from the session and the account's own operation (the same
// query and cache as "Mein Profil"), with the way there. A signed-out user sees only the link to
// sign in.
import { Button, DataList, Heading, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useGetAuthAccount } from '../../api/generated/start/account';
import { useGetLoggedIn } from '../../api/generated/start/session';
import { QueryState } from '../../components/views/query-state';
import { settingsTexts } from './texts';

const t = settingsTexts.account;

export function AccountSection() {
  const login = useGetLoggedIn();
  const signedIn = login.data?.loggedIn === true;
  const account = useGetAuthAccount({ query: { enabled: signedIn } });
  if (!login.data) return null;
  if (!signedIn)
    return (
      <Button asChild variant="outline" alignSelf="start" data-testid="settings-sign-in">
        <Link to="/myProfile">{t.signIn}</Link>
      </Button>
    );
  return (
    <Stack as="section" aria-labelledby="settings-account" gap="3">
      <Heading as="h2" size="md" id="settings-account">
        {t.heading}
      </Heading>
      <QueryState query={account} pendingMinH="6rem">
        {(a) => (
          <DataList.Root orientation="horizontal" data-testid="settings-account">
            <DataList.Item>
              <DataList.ItemLabel>{t.name}</DataList.ItemLabel>
              <DataList.ItemValue>{a.accountName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.email}</DataList.ItemLabel>
              <DataList.ItemValue>{a.email ?? t.noEmail}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t.character}</DataList.ItemLabel>
              <DataList.ItemValue>
                {login.data.user ? login.data.user.replace(/_/g, ' ') : t.noCharacter}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </QueryState>
      <Button asChild variant="outline" alignSelf="start">
        <Link to="/myProfile">{t.profile}</Link>
      </Button>
    </Stack>
  );
}
