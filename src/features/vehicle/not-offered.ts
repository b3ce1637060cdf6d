// Operations of the vehicle tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

// Every operation of the tag has a screen: the admin's (issue 27) are in the admin view (admin/).
export const notOffered = defineNotOffered([]);
