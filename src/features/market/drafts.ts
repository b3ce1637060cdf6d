// Drafts of the market's forms: what the user typed survives a failed send, a 401 and a reload.
// The bid draft is one (the lot it was typed for and the amount): another lot starts empty.
import { defineDraft } from '../../components/form/draft';

export const bidDraftKey = defineDraft('draft.market.bid', { hash: '', amount: '' });

export const emptyLot = {
  inventoryItemId: '',
  amount: '1',
  title: '',
  description: '',
  startingBid: '',
  buyoutPrice: '',
  durationHours: '72',
};
export const lotDraftKey = defineDraft('draft.market.lot', emptyLot);
