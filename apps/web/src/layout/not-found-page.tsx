import { buttonClassName } from '@bazaar/ui';
import { Link } from 'react-router';
import { SearchIcon } from './icons';
import { MessagePage } from './message-page';

/**
 * The page of an unknown address.
 *
 * @returns the page
 */
export function NotFoundPage() {
  return (
    <>
      <title>Page not found · Bazaar Outfitters</title>
      <MessagePage
        icon={<SearchIcon />}
        title="Page not found"
        description="The address may be mistyped, or the page has moved."
        action={
          <Link className={buttonClassName({})} to="/shop">
            Browse the shop
          </Link>
        }
      />
    </>
  );
}
