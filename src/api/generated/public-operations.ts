/**
 * Generated from x-public (writes any signed-in user may call) in openapi/portal.yaml. Do not edit: run `npm run generate`.
 */
export const publicOperations = {
  addDashboardPost: true,
  addDashboardReply: true,
  addMarketAuction: true,
  addMessengerSocialComment: true,
  assignVcomCalendarSlot: true,
  bidMarketAuction: true,
  buyMarketAuction: true,
  createBankAccount: true,
  createTempData: true,
  followMessengerSocialUser: true,
  likeMessengerSocialPost: true,
  loginUser: true,
  loginWithChatService: true,
  loginWithToken: true,
  registerMessengerSocialProfile: true,
  rentBuildingcell: true,
  rentHouseRoom: true,
  reportDashboardPost: true,
  reportDashboardReply: true,
  reportMessengerSocialPost: true,
  reportPicture: true,
  reportPlayer: true,
  sendMessengerFriendRequest: true,
  submitVcomApplication: true,
  submitVcomPetition: true,
  uploadPicture: true,
  votePoll: true,
} as const;

export type PublicOperation = keyof typeof publicOperations;
