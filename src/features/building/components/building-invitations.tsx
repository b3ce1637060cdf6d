// The invitation parts wired to the contract: staff invitations of a building (invite, open ones,
// revoke), room mate invitations of a flat, and the invitations I received of either kind.
import { Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetBuildingInvitationsQueryKey,
  getGetBuildingInvitationsQueryOptions,
  getGetOwnBuildingsQueryKey,
  getListMyBuildingInvitationsQueryKey,
  getListMyBuildingInvitationsQueryOptions,
  useAcceptBuildingInvitation,
  useDeclineBuildingInvitation,
  useInviteBuildingEmployee,
  useRevokeBuildingInvitation,
} from '../../../api/generated/endpoints/building/building';
import {
  getGetBuildingcellInvitationsQueryKey,
  getGetBuildingcellInvitationsQueryOptions,
  getGetOwnBuildingcellsQueryKey,
  getListMyBuildingcellInvitationsQueryKey,
  getListMyBuildingcellInvitationsQueryOptions,
  useAcceptBuildingcellInvitation,
  useDeclineBuildingcellInvitation,
  useInviteBuildingcellRoomMate,
  useRevokeBuildingcellInvitation,
} from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import { InviteBuildingEmployeeBody } from '../../../api/generated/zod/building/building.zod';
import { InviteBuildingcellRoomMateBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { notifier } from '../../../components/feedback/toaster';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { buildingTexts } from '../texts';
import { InviteForm, OpenInvitations, ReceivedInvitations } from './invitations';

const t = buildingTexts.invitations;
const failed = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
const unavailableOf = (members: readonly number[], open: readonly OrgInvitation[]) => ({
  ...Object.fromEntries(members.map((id) => [id, t.member])),
  ...Object.fromEntries(open.map((i) => [i.invitedPlayer.id, t.invited])),
});

export function StaffInvitations({ buildingId, members }: { buildingId: number; members: readonly number[] }) {
  const client = useQueryClient();
  const open = useQuery(getGetBuildingInvitationsQueryOptions(buildingId, { limit: 100 }));
  const refresh = () => client.invalidateQueries({ queryKey: [getGetBuildingInvitationsQueryKey(buildingId)[0]] });
  const invite = useInviteBuildingEmployee({
    mutation: {
      onSuccess: (i) => notifier.create({ title: t.sent(i.invitedPlayer.name), type: 'success' }),
      onSettled: refresh,
    },
  });
  const revoke = useRevokeBuildingInvitation({
    mutation: {
      onSuccess: (_r, { id }) => {
        const name = open.data?.items.find((i) => i.id === id)?.invitedPlayer.name ?? '';
        notifier.create({ title: t.revoked(name), type: 'success' });
      },
      onError: failed,
      onSettled: refresh,
    },
  });
  return (
    <Stack gap="3">
      <QueryState query={open} pendingMinH="3rem">
        {(page) => (
          <Stack gap="3">
            <OpenInvitations
              label={t.open}
              items={page.items}
              canRevoke
              revoking={revoke.isPending ? revoke.variables?.id : undefined}
              onRevoke={(i) => {
                if (!revoke.isPending) revoke.mutate({ buildingId, id: i.id });
              }}
            />
            <InviteForm
              draftKey={`draft.building.invite.${buildingId}`}
              heading={t.staffHeading}
              schema={InviteBuildingEmployeeBody}
              withRank
              pending={invite.isPending}
              unavailable={unavailableOf(members, page.items)}
              onSend={(data, callbacks) => invite.mutate({ buildingId, data }, callbacks)}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function MateInvitations({ flatId, members }: { flatId: number; members: readonly number[] }) {
  const client = useQueryClient();
  const open = useQuery(getGetBuildingcellInvitationsQueryOptions(flatId, { limit: 100 }));
  const refresh = () => client.invalidateQueries({ queryKey: [getGetBuildingcellInvitationsQueryKey(flatId)[0]] });
  const invite = useInviteBuildingcellRoomMate({
    mutation: {
      onSuccess: (i) => notifier.create({ title: t.sent(i.invitedPlayer.name), type: 'success' }),
      onSettled: refresh,
    },
  });
  const revoke = useRevokeBuildingcellInvitation({
    mutation: {
      onSuccess: (_r, { id }) => {
        const name = open.data?.items.find((i) => i.id === id)?.invitedPlayer.name ?? '';
        notifier.create({ title: t.revoked(name), type: 'success' });
      },
      onError: failed,
      onSettled: refresh,
    },
  });
  return (
    <QueryState query={open} pendingMinH="3rem">
      {(page) => (
        <Stack gap="3">
          <OpenInvitations
            label={t.open}
            items={page.items}
            canRevoke
            revoking={revoke.isPending ? revoke.variables?.id : undefined}
            onRevoke={(i) => {
              if (!revoke.isPending) revoke.mutate({ buildingcellId: flatId, id: i.id });
            }}
          />
          <InviteForm
            draftKey={`draft.building.mate-invite.${flatId}`}
            heading={t.mateHeading}
            schema={InviteBuildingcellRoomMateBody}
            pending={invite.isPending}
            unavailable={unavailableOf(members, page.items)}
            onSend={(data, callbacks) => invite.mutate({ buildingcellId: flatId, data }, callbacks)}
          />
        </Stack>
      )}
    </QueryState>
  );
}

export function ReceivedBuildingInvitations() {
  const client = useQueryClient();
  const mine = useQuery(getListMyBuildingInvitationsQueryOptions());
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [getListMyBuildingInvitationsQueryKey()[0]] }),
      client.invalidateQueries({ queryKey: getGetOwnBuildingsQueryKey() }),
    ]);
  const accept = useAcceptBuildingInvitation({
    mutation: {
      onSuccess: (b) => notifier.create({ title: t.accepted(b.name), type: 'success' }),
      onError: failed,
      onSettled: refresh,
    },
  });
  const decline = useDeclineBuildingInvitation({
    mutation: {
      onSuccess: (_r, { id }) => {
        const name = mine.data?.items.find((i) => i.id === id)?.organisationName ?? '';
        notifier.create({ title: t.declined(name), type: 'success' });
      },
      onError: failed,
      onSettled: refresh,
    },
  });
  const busy = accept.isPending ? accept.variables?.id : decline.isPending ? decline.variables?.id : undefined;
  return (
    <ReceivedInvitations
      heading={t.receivedBuildings}
      items={mine.data?.items ?? []}
      busy={busy}
      onAccept={(i) => {
        if (busy === undefined) accept.mutate({ id: i.id });
      }}
      onDecline={(i) => {
        if (busy === undefined) decline.mutate({ id: i.id });
      }}
    />
  );
}

export function ReceivedFlatInvitations() {
  const client = useQueryClient();
  const mine = useQuery(getListMyBuildingcellInvitationsQueryOptions());
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [getListMyBuildingcellInvitationsQueryKey()[0]] }),
      client.invalidateQueries({ queryKey: getGetOwnBuildingcellsQueryKey() }),
    ]);
  const accept = useAcceptBuildingcellInvitation({
    mutation: {
      onSuccess: (f) => notifier.create({ title: t.accepted(f.name), type: 'success' }),
      onError: failed,
      onSettled: refresh,
    },
  });
  const decline = useDeclineBuildingcellInvitation({
    mutation: {
      onSuccess: (_r, { id }) => {
        const name = mine.data?.items.find((i) => i.id === id)?.organisationName ?? '';
        notifier.create({ title: t.declined(name), type: 'success' });
      },
      onError: failed,
      onSettled: refresh,
    },
  });
  const busy = accept.isPending ? accept.variables?.id : decline.isPending ? decline.variables?.id : undefined;
  return (
    <ReceivedInvitations
      heading={t.receivedFlats}
      items={mine.data?.items ?? []}
      busy={busy}
      onAccept={(i) => {
        if (busy === undefined) accept.mutate({ id: i.id });
      }}
      onDecline={(i) => {
        if (busy === undefined) decline.mutate({ id: i.id });
      }}
    />
  );
}
