/** Window event: the clock screen kept an entry on the phone (no signal); the app shell starts the clock queue's runner. */
export const CLOCK_KEPT_EVENT = 'upah:clock-kept';
