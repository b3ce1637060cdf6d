// The holder's settings of an account: rename, make it the main account, lock and unlock
// (card lost), the card PIN, and closing it (with confirmation). Someone the account is shared
// with instead can leave it. Owner checks are the server's; the client offers these to the
// holder only. The new name lives in a draft per account until it is saved.
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getGetLoggedInQueryOptions } from '../../../api/generated/start/session';
import {
  useCloseBankAccount,
  useLeaveBankAccountShare,
  useLockBankAccount,
  useUnlockBankAccount,
  useUpdateBankAccount,
} from '../../../api/generated/endpoints/bank/bank';
import type { BankAccountDetails } from '../../../api/generated/model/bankAccountDetails';
import { UpdateBankAccountBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';
import { PinForm } from './pin-form';

const t = bankTexts.settings;

export function AccountSettings({ details }: { details: BankAccountDetails }) {
  const a = details.account;
  const me = useQuery(getGetLoggedInQueryOptions()).data?.user;
  const holder = a.holderKind === 'player' && a.holderName === me;
  const client = useQueryClient();
  const navigate = useNavigate();
  const [ask, setAsk] = useState<'lock' | 'close' | 'leave' | null>(null);
  // A refusal (409: main account, money left, locked by an admin) is said here, next to the actions.
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => setFailure(describeError(error));
  const settled = () => bankChanged(client);
  const toOverview = () => void navigate({ to: '/bank' });
  const lock = useLockBankAccount({
    mutation: { onSuccess: () => notifier.create({ title: t.lockedDone }), onError: fail, onSettled: settled },
  });
  const unlock = useUnlockBankAccount({
    mutation: { onSuccess: () => notifier.create({ title: t.unlockedDone }), onError: fail, onSettled: settled },
  });
  const update = useUpdateBankAccount({
    mutation: { onSuccess: () => notifier.create({ title: t.renamed }), onError: fail, onSettled: settled },
  });
  const close = useCloseBankAccount({
    mutation: {
      onSuccess: () => (notifier.create({ title: t.closed }), toOverview()),
      onError: fail,
      onSettled: settled,
    },
  });
  const leave = useLeaveBankAccountShare({
    mutation: {
      onSuccess: () => (notifier.create({ title: bankTexts.shares.left }), toOverview()),
      onError: fail,
      onSettled: settled,
    },
  });
  const id = a.id;
  const dialogs = {
    lock: { title: t.confirmLock, label: t.lock, run: () => lock.mutate({ bankaccountId: id }) },
    close: { title: t.confirmClose(a.label), label: t.close, run: () => close.mutate({ bankaccountId: id }) },
    leave: {
      title: bankTexts.shares.confirmLeave,
      label: bankTexts.shares.leave,
      run: () => leave.mutate({ bankaccountId: id }),
    },
  };
  const dialog = ask ? dialogs[ask] : null;
  return (
    <Stack gap="6" maxW="40rem">
      <Heading as="h2" size="lg">
        {t.heading}
      </Heading>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      {holder ? (
        <>
          <RenameForm
            accountId={id}
            label={a.label}
            busy={update.isPending}
            onSave={(label, saved) => update.mutate({ bankaccountId: id, data: { label } }, { onSuccess: saved })}
          />
          {a.main ? (
            <Text>{t.isMain}</Text>
          ) : (
            <Box>
              <Button
                variant="outline"
                loading={update.isPending}
                onClick={() => update.mutate({ bankaccountId: id, data: { main: true } })}
              >
                {t.makeMain}
              </Button>
            </Box>
          )}
          <Box>
            {a.locked ? (
              <Button variant="outline" loading={unlock.isPending} onClick={() => unlock.mutate({ bankaccountId: id })}>
                {t.unlock}
              </Button>
            ) : (
              <Button variant="outline" colorPalette="orange" onClick={() => setAsk('lock')}>
                {t.lock}
              </Button>
            )}
          </Box>
          <PinForm accountId={id} pinSet={details.pinSet} />
          <Box>
            <Button variant="ghost" colorPalette="red" onClick={() => setAsk('close')}>
              {t.close}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Text color="fg.muted">{t.holderOnly}</Text>
          {a.holderKind === 'player' && me ? (
            <Box>
              <Button variant="outline" colorPalette="red" onClick={() => setAsk('leave')}>
                {bankTexts.shares.leave}
              </Button>
            </Box>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={!!dialog}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.label ?? ''}
        cancelLabel={t.cancel}
        onClose={() => setAsk(null)}
        onConfirm={() => {
          setAsk(null);
          setFailure(null);
          dialog?.run();
        }}
      />
    </Stack>
  );
}

function RenameForm(props: {
  accountId: number;
  label: string;
  busy: boolean;
  /** Saves the label; `saved` runs once the server took it (it drops the draft). */
  onSave: (label: string, saved: () => void) => void;
}) {
  const { accountId, label, busy, onSave } = props;
  const initial = { label };
  const form = useContractForm({
    schema: UpdateBankAccountBody,
    initial,
    draft: useServerDraft(`draft.bank.rename.${accountId}`, initial),
    toBody: (v: { label: string }) => ({ label: v.label.trim() }),
  });
  return (
    <FormStack gap="2" onSubmit={form.handleSubmit((body) => onSave(body.label, () => form.reset()))}>
      <HStack align="end" gap="3" wrap="wrap">
        <FormField label={t.label} message={form.message('label')} flex="1" minW="14rem">
          <Input {...form.input('label')} />
        </FormField>
        <Button type="submit" variant="outline" loading={busy}>
          {t.rename}
        </Button>
      </HStack>
    </FormStack>
  );
}
