// The roles page's queries (route loader and page share them).
import {
  getGetAcpRoleQueryOptions,
  getListAcpRightCategoriesQueryOptions,
  getListAcpRoleMembersQueryOptions,
  getListAcpRolesQueryOptions,
} from '../../api/generated/endpoints/auth/auth';
import { skipOf } from '../../components/views/search-values';

export const MEMBERS_PAGE = 20;
export const rolesOptions = () => getListAcpRolesQueryOptions();
export const categoriesOptions = () => getListAcpRightCategoriesQueryOptions({ query: { staleTime: Infinity } });
export const roleOptions = (roleId: number) => getGetAcpRoleQueryOptions(roleId);
export const membersOptions = (roleId: number, page?: number) => {
  const skip = skipOf(page, MEMBERS_PAGE);
  return getListAcpRoleMembersQueryOptions(roleId, { limit: MEMBERS_PAGE, ...(skip ? { skip } : {}) });
};
