// Build time only: the school's identity as the content store holds it.
import { contentKinds } from '../../content/kinds.ts';
import { checkedJson, type ContentStore } from '../../content/store.server.ts';
import { identityOf, type SchoolIdentity } from '../../site/school-identity.ts';

/** The identity with the store's checked details and setup: what a page's `{school.…}` is filled with as it compiles. */
export const storeIdentity = (store: ContentStore): SchoolIdentity =>
  store.memo('identity', () =>
    identityOf(
      checkedJson(store, contentKinds.schoolDetails),
      checkedJson(store, contentKinds.siteSetup),
    ),
  );
