import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { pageNavigation } from '../../../lib/page-navigation';
import { useCreatePurchase } from '../api/create-purchase';

/** One purchase attempt: the quantity asked for and the key that makes its retries one purchase. */
interface Attempt {
  quantity: number;
  key: string;
}

export interface Checkout {
  /** Starts (or repeats) the purchase of `quantity` credits, then leaves for the provider's checkout. */
  pay: (quantity: number) => void;
  /** Posting, or on the way to the checkout page. */
  busy: boolean;
  /** Why the last attempt failed: a message for the page, or a field error on the quantity. */
  error: { message: string; quantity?: string } | null;
}

/**
 * Buying credits: an Idempotency-Key is made once per attempt (a quantity) and kept while the page
 * lives, so a double click, a retry after a network failure or the back button returns the first
 * purchase instead of making another; a new quantity is a new attempt.
 */
export function useCheckout(): Checkout {
  const create = useCreatePurchase();
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<Checkout['error']>(null);

  useEffect(() => {
    // Restored from the back-forward cache after leaving for the checkout: the page is usable again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  const pay = (quantity: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    if (attempt.current?.quantity !== quantity) attempt.current = { quantity, key: newIdempotencyKey() };
    const idempotencyKey = attempt.current.key;
    setError(null);
    create.mutate(
      { quantity, idempotencyKey },
      {
        onSuccess: ({ checkout_url }) => {
          setLeaving(true);
          pageNavigation.assign(checkout_url);
        },
        onError: (cause) => {
          const quantityError = isApiError(cause) ? cause.errors.quantity?.[0] : undefined;
          setError({ message: errorMessage(cause), quantity: quantityError });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { pay, busy: create.isPending || leaving, error };
}
