// What the workspace offers follows the character's vcom accounts through the contract's team
// rights (useCan with the accounts as scope): police membership opens the police views, the
// issueTickets right the ticket action.
import { useQuery } from '@tanstack/react-query';
import type { VcomAccount } from '../../api/generated/model/vcomAccount';
import { useCan, type CanScope } from '../../api/permissions';
import { sessionOptions } from './queries';

export interface VcomRights {
  scope: CanScope;
  /** The account the workspace works as (the session's active one, else the first). */
  account: VcomAccount | undefined;
  police: boolean;
  issueTickets: boolean;
  /** Cases and orders (issue 24 points 4, 5): the contract's workCases, archiveCase, requestOrders, approveWarrant. */
  workCases: boolean;
  archiveCases: boolean;
  requestOrders: boolean;
  approveOrders: boolean;
  /** Arrests (issue 24 point 5): the contract's arrest, releasePrisoner and (for an order's execution) requestOrders. */
  arrest: boolean;
  releasePrisoners: boolean;
  confirmExecution: boolean;
}

export function useVcomRights(): VcomRights {
  const session = useQuery(sessionOptions());
  const scope: CanScope = { teams: session.data?.accounts ?? (session.isError ? [] : undefined) };
  // addVcomCitizenNote is guarded by police membership alone: the contract's "is police".
  const police = useCan('addVcomCitizenNote', scope);
  const issueTickets = useCan('issueVcomTicket', scope);
  const workCases = useCan('openVcomCase', scope);
  const archiveCases = useCan('archiveVcomCase', scope);
  const requestOrders = useCan('createVcomOrder', scope);
  const approveOrders = useCan('approveVcomOrder', scope);
  const arrest = useCan('arrestVcomCitizen', scope);
  const releasePrisoners = useCan('releaseVcomArrest', scope);
  const confirmExecution = useCan('confirmVcomOrderExecution', scope);
  const account = session.data?.active ?? session.data?.accounts[0];
  return {
    scope,
    account,
    police,
    issueTickets,
    workCases,
    archiveCases,
    requestOrders,
    approveOrders,
    arrest,
    releasePrisoners,
    confirmExecution,
  };
}
