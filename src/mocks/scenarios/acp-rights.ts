// Every ACP right of the contract (the AcpRight enum, which every x-required-right is a member
// of), so the admin scenario grants all of them and stays complete as the contract grows.
import { acpRights } from '../../api/generated/acp-rights';

export const ALL_ACP_RIGHTS: string[] = Object.keys(acpRights).sort();
